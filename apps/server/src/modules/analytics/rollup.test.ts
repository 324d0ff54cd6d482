import { describe, expect, test } from 'vitest';
import { storedView } from '../../test/analytics-view';
import type { StoredAnalyticsEvent } from './analytics.repository';
import { deviceOf, sourceOf } from './classify';
import { rollupChange, rollupDay, VISIT_GAP_MS } from './rollup';

// docs/decisions/050-cookieless-analytics.md: what a visit is, what counts under which row, and how a view is classed.

const at = (minutes: number) => new Date(Date.parse('2026-11-21T10:00:00.000Z') + minutes * 60_000).toISOString();
const view = (visitor: string, minutes: number, path: string, extra: Partial<Omit<StoredAnalyticsEvent, 'at'>> = {}) => storedView(visitor, at(minutes), path, extra);

describe('the daily rollup', () => {
  test('a visit ends after 30 minutes without a view; its campaign and entry page are its first view’s', () => {
    const gap = VISIT_GAP_MS / 60_000;
    const { daily } = rollupDay(
      '2026-11-21',
      [view('a', 0, '/', { utm_campaign: 'spring', source: 'other' }), view('a', 5, '/services/sms'), view('a', 5 + gap + 1, '/price'), view('b', 0, '/price')],
      [{ visitor: 'a', goal: 'demo', at: at(6) }],
    );
    const row = (dimension: string, value: string) => daily.find((r) => r.dimension === dimension && r.value === value);
    expect(row('total', '')).toMatchObject({ visitors: 2, visits: 3, views: 4, bounces: 2, goal_demo: 1 });
    expect(row('utm_campaign', 'spring')).toMatchObject({ visitors: 1, visits: 1, views: 2, bounces: 0, goal_demo: 1 });
    expect(row('entry', '/price')).toMatchObject({ visitors: 2, visits: 2, bounces: 2, goal_demo: 1 });
    // A page counts its own views; the visitor who reached a goal counts once per row.
    expect(row('page', '/services/sms')).toMatchObject({ visitors: 1, views: 1, goal_demo: 1 });
    expect(row('funnel', 'service')).toMatchObject({ visitors: 1, goal_demo: 1 });
  });

  test('the hours add up to the day, and a goal without a view still counts in the totals', () => {
    const { daily, hourly } = rollupDay('2026-11-21', [view('a', 0, '/'), view('a', 70, '/price'), view('b', 65, '/')], [{ visitor: 'c', goal: 'signup', at: at(1) }]);
    const total = daily.find((r) => r.dimension === 'total')!;
    const sum = (key: 'visitors' | 'visits' | 'views' | 'goal_signup') => hourly.reduce((n, h) => n + h[key], 0);
    expect(total).toMatchObject({ visitors: 2, visits: 3, views: 3, goal_signup: 1 });
    expect({ visitors: sum('visitors'), visits: sum('visits'), views: sum('views'), goal_signup: sum('goal_signup') }).toEqual({ visitors: 2, visits: 3, views: 3, goal_signup: 1 });
    expect(rollupDay('2026-11-21', [], [])).toEqual({ daily: [], hourly: [] });
  });
});

describe('what a visitor’s new views change (docs/decisions/053-incremental-analytics-rollup.md)', () => {
  test('a late view that joins two visits takes a visit and both one-page visits away, and moves the entry page', () => {
    const before = { events: [view('a', 0, '/'), view('a', 40, '/price')], goals: [] };
    const after = { events: [view('a', 0, '/'), view('a', 20, '/blog/a'), view('a', 40, '/price')], goals: [{ visitor: 'a', goal: 'demo', at: at(41) }] };
    const { daily, hourly } = rollupChange('2026-11-21', before, after);
    const row = (dimension: string, value: string) => daily.find((r) => r.dimension === dimension && r.value === value);
    expect(row('total', '')).toMatchObject({ visitors: 0, visits: -1, views: 1, bounces: -2, goal_demo: 1 });
    // The visit that began on /price is gone: its row is taken away whole.
    expect(row('entry', '/price')).toMatchObject({ visitors: -1, visits: -1, views: -1, bounces: -1, goal_demo: 0 });
    expect(row('entry', '/')).toMatchObject({ visitors: 0, visits: 0, views: 2, bounces: -1, goal_demo: 1 });
    expect(row('page', '/blog/a')).toMatchObject({ visitors: 1, visits: 1, views: 1 });
    // Every row the visitor belongs to changes with them, the hour included.
    expect(row('device', 'desktop')).toMatchObject({ visits: -1, views: 1, bounces: -2 });
    expect(hourly.map((h) => [h.hour, h.visits, h.views, h.bounces])).toEqual([['2026-11-21T10', -1, 1, -2]]);
    // Applied to the day before, the change gives the day after.
    const sum = rollupDay('2026-11-21', before.events, []).daily.find((r) => r.dimension === 'total')!.visits + row('total', '')!.visits;
    expect(sum).toBe(rollupDay('2026-11-21', after.events, after.goals).daily.find((r) => r.dimension === 'total')!.visits);
  });
});

describe('classifying a view', () => {
  test.each([
    ['www.google.co.in', undefined, 'search'],
    ['duckduckgo.com', undefined, 'search'],
    ['l.facebook.com', undefined, 'social'],
    ['t.co', undefined, 'social'],
    ['www.linkedin.com', undefined, 'social'],
    ['partner.example.net', undefined, 'other'],
    [undefined, undefined, 'direct'],
    [undefined, 'google', 'search'],
    [undefined, 'instagram', 'social'],
    [undefined, 'newsletter', 'other'],
  ] as const)('a view from %s with utm_source %s is %s', (host, utm, source) => {
    expect(sourceOf(host, utm)).toBe(source);
  });

  test.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36', 'desktop'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/140.0 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1', 'tablet'],
  ] as const)('%s is a %s', (ua, device) => {
    expect(deviceOf(ua)).toBe(device);
  });
});
