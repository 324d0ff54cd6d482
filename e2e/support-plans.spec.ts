import { expect, test } from '@playwright/test';

// /SupportPlans (product §2 "Support Plans" and product §9's table, every cell exact).

// product §9, written out here rather than read from the content module, so the test checks the spec.
const plans = ['Developer', 'Production', 'Business', 'Personalized'];
const rows: [string, string[]][] = [
  ['Price per month', ['Free', 'greater of $250 minimum or 4% of monthly spend', 'greater of $1,500 or 6%', 'greater of $5,000 or 8%']],
  ['P1 response', ['N/A', '3 business hours', '1 hour (24/7)', '1 hour (24/7)']],
  ['P2 response', ['N/A', '6 business hours', '2 business hours', '2 business hours']],
  ['P3 response', ['N/A', '9 business hours', '3 business hours', '3 business hours']],
  ['API status notifications', ['yes', 'yes', 'yes', 'yes']],
  ['Web support', ['yes', 'yes', 'yes', 'yes']],
  ['Live Chat support', ['no', 'yes', 'yes', 'yes']],
  ['Phone support', ['no', 'no', 'yes', 'yes']],
  ['Technical account manager', ['no', 'no', 'yes', 'yes']],
  ['Support escalation line', ['no', 'no', 'no', 'yes']],
];

test('the comparison table has every plan and every cell of product §9', async ({ page }) => {
  const response = await page.goto('/SupportPlans');
  expect(response?.status()).toBe(200);
  const table = page.getByRole('table', { name: 'Compare Support Plans' });
  await expect(table.getByRole('columnheader')).toHaveText(['Feature', ...plans]);
  await expect(table.getByRole('rowheader')).toHaveText(rows.map(([label]) => label));
  for (const [label, cells] of rows) {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    await expect(row.getByRole('cell'), label).toHaveText(cells);
  }
});

test('the benefits say plans are paid per month with no minimum commitment and every account gets the free Developer plan', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/SupportPlans');
  await expect(page.getByText(/paid per month with no minimum commitment/).first()).toBeVisible();
  await expect(page.getByText(/Every account gets the free Developer plan/).first()).toBeVisible();
  const benefits = page.getByRole('region', { name: 'How Our Support Plans Work' });
  await expect(benefits.getByRole('listitem')).toHaveCount(6);
});

test('the table scrolls sideways on a phone and can be scrolled from the keyboard', async ({ page }) => {
  await page.goto('/SupportPlans');
  const scroller = page.getByRole('region', { name: 'Compare Support Plans' });
  await expect(scroller).toHaveAttribute('tabindex', '0');
  const overflows = await scroller.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(overflows).toBe(test.info().project.name === 'mobile');
});
