import { expect, test } from '@playwright/test';
import { adminToken, createAdmin, dashboardSettled, openDashboard, seedDemo, uniqueMarker } from './admin-fixtures';
import { uniqueEmail } from './fixtures';
import { expectNoAxeViolations } from './shell-helpers';

// The dashboard's charts (docs/decisions/036-dashboard-charts.md): leads that came in through the public
// forms today show in the "Leads per day" picture and its table, the same as the count cards; the
// services chart counts the demo requests; the dashboard stays free of axe violations with the charts on.
// Other specs add leads on the same server meanwhile, so figures are compared after one Refresh, and
// compared again when a lead slipped in between two calls.

test('today\'s leads show in the charts and their tables, as in the count cards, and axe finds nothing', { tag: '@any-width' }, async ({ page, request }) => {
  test.slow();
  const marker = uniqueMarker('charts');
  for (let i = 0; i < 2; i++) {
    const contact = { name: `Chart Lead ${marker}`, email: uniqueEmail(`chart${i}${marker}`), contact: '9876543210', question: 'What do 10,000 SMS cost per month?' };
    expect((await request.post('/api/contact', { data: contact })).status()).toBe(201);
  }
  await seedDemo(request, marker, 'RCS SMS');

  await openDashboard(page, await adminToken(request, await createAdmin(request)));
  await page.getByLabel('Date range').selectOption({ label: 'Today' });
  await dashboardSettled(page);

  const charts = page.getByRole('region', { name: 'Charts' });
  await expect(charts.getByRole('img', { name: /^Leads per day on \d{2} [A-Z][a-z]{2} \d{4}: \d+ contact questions/ })).toBeVisible();
  await expect(charts.getByRole('img', { name: /^Demo requests by service: .*RCS SMS \d+/ })).toBeVisible();
  // One day has no line to draw: its four counts are bars with their numbers; the services chart is a canvas.
  await expect(charts.locator('canvas')).toHaveCount(1);
  const oneDay = charts.getByRole('img', { name: /^Leads per day on/ });
  await expect(oneDay.getByText('Contact questions', { exact: true })).toBeVisible();
  await expect(oneDay.locator('rect')).toHaveCount(4);

  const daily = charts.getByRole('table', { name: 'Leads per day' });
  const services = charts.getByRole('table', { name: 'Demo requests by service' });
  await expect(daily).toBeHidden();
  for (const summary of await charts.getByText('Show as table').all()) await summary.click();
  await expect(daily).toBeVisible();
  await expect(services).toBeVisible();

  const card = (label: string) => page.locator('dl > div').filter({ hasText: label }).locator('dd').first();
  const figure = async (locator: ReturnType<typeof card>) => Number((await locator.innerText()).replace(/,/g, ''));
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await dashboardSettled(page);
    // Today is one day: one row, named by the date.
    const rows = daily.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    const cells = rows.first().getByRole('cell');
    const contacts = await figure(cells.nth(0));
    const demos = await figure(cells.nth(1));
    expect(contacts).toBeGreaterThanOrEqual(2);
    expect(demos).toBeGreaterThanOrEqual(1);
    expect(contacts).toBe(await figure(card('Contact Requests')));
    expect(demos).toBe(await figure(card('Demo Requests')));
    expect(await figure(card('Users'))).toBe(await figure(cells.nth(2)));
    const rcs = await figure(services.getByRole('row', { name: /^RCS SMS/ }).getByRole('cell'));
    expect(rcs).toBeGreaterThanOrEqual(1);
    const serviceCells = await services.locator('tbody td').allInnerTexts();
    expect(serviceCells.reduce((sum, t) => sum + Number(t.replace(/,/g, '')), 0)).toBe(demos);
  }).toPass({ timeout: 30_000 });

  await expectNoAxeViolations(page, 'dashboard with both charts and their tables open');
});
