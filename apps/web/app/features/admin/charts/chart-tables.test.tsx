import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { DailyStatsTable, ServicesTable } from './chart-tables';
import { dailySummary, servicesSummary } from './chart-text';

// docs/decisions/036-dashboard-charts.md: each chart has a table with the same figures, and a summary
// for its role="img" label.

const days = [
  { day: '2026-11-20', contacts: 0, demos: 0, signups: 0, confirmedSubscribers: 0 },
  { day: '2026-11-21', contacts: 1200, demos: 3, signups: 1, confirmedSubscribers: 2 },
];
const services = [
  { service: 'SMS', demos: 2 },
  { service: 'VOICE', demos: 5 },
  { service: 'CHATBOT', demos: 0 },
] as never;

describe('the tables behind the charts', () => {
  test('leads per day: a captioned table, one row per day named by its date, a column per series, empty days as 0', () => {
    const html = renderToStaticMarkup(<DailyStatsTable days={days} timeZone="UTC" />);
    expect(html).toContain('<caption');
    expect(html).toContain('Leads per day');
    for (const header of ['Day', 'Contact questions', 'Demo requests', 'Sign-ups', 'Confirmed subscribers']) expect(html).toContain(`>${header}</th>`);
    expect(html).toMatch(/<th scope="row"[^>]*>21 Nov 2026<\/th><td[^>]*>1,200<\/td><td[^>]*>3<\/td><td[^>]*>1<\/td><td[^>]*>2<\/td>/);
    expect(html).toMatch(/<th scope="row"[^>]*>20 Nov 2026<\/th>(<td[^>]*>0<\/td>){4}/);
  });

  test('demo requests by service: every service, zeros included', () => {
    const html = renderToStaticMarkup(<ServicesTable services={services} timeZone="UTC" />);
    expect(html).toMatch(/<th scope="row"[^>]*>VOICE<\/th><td[^>]*>5<\/td>/);
    expect(html).toMatch(/<th scope="row"[^>]*>CHATBOT<\/th><td[^>]*>0<\/td>/);
  });

  test('the pictures are summed up in words', () => {
    expect(dailySummary(days)).toBe(
      'Leads per day from 20 Nov 2026 to 21 Nov 2026: 1,200 contact questions, 3 demo requests, 1 sign-ups, 2 confirmed subscribers; the busiest day was 21 Nov 2026 with 1,206.',
    );
    expect(dailySummary(days.slice(0, 1))).toBe('Leads per day on 20 Nov 2026: 0 contact questions, 0 demo requests, 0 sign-ups, 0 confirmed subscribers.');
    expect(servicesSummary(services)).toBe('Demo requests by service: VOICE 5, SMS 2 (7 in all).');
    expect(servicesSummary([])).toBe('Demo requests by service: none in this period.');
  });
});
