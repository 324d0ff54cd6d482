import { expect, test } from '@playwright/test';
import { gotoReady } from './shell-helpers';

// The calls to action at the top of a page are the large button: 48 px tall with 16 px text, whatever
// else the page's layout adds to them (a width, a margin).
for (const path of ['/', '/services/sms', '/price']) {
  test(`${path}: the hero's calls to action are 48 px tall with 16 px text`, { tag: '@any-width' }, async ({ page }) => {
    await gotoReady(page, path);
    const actions = page.locator('main section:has(h1)').locator('a, button').filter({ visible: true });
    const sizes = await actions.evaluateAll((els) =>
      els.map((el) => ({ text: el.textContent?.trim(), height: el.getBoundingClientRect().height, font: getComputedStyle(el).fontSize })),
    );
    expect(sizes.length, path).toBeGreaterThanOrEqual(2);
    for (const size of sizes) expect(size, `${path}: ${size.text}`).toMatchObject({ height: 48, font: '16px' });
  });
}
