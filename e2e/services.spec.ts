import { expect, test, type Page } from '@playwright/test';
import { serviceNav, servicePageLabels, services, servicesOverview } from '../apps/web/app/content/services';
import { gotoReady, templateTag } from './shell-helpers';

// The seven service pages (product §2 "Service pages"): one page component, one content
// module per service.

const subNav = (page: Page) => page.getByRole('navigation', { name: 'Service pages' });

/** On small screens the sub-navigation is behind the 'Service' toggle (product §2). */
async function openSubNav(page: Page) {
  const toggle = page.getByRole('button', { name: servicePageLabels.subNavToggle, exact: true });
  if (await toggle.isVisible()) await toggle.click();
}

// One template for all seven: on a phone the first shows its layout, and each page's own content is checked on a large screen.
for (const service of services) {
  test(`/services/${service.slug} has its hero, banner, features, architecture, how it works, blog, industries and getting started`, { tag: templateTag(`/services/${service.slug}`) }, async ({ page }) => {
    const response = await page.goto(`/services/${service.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.hero.title);
    await expect(page.getByText(service.hero.subtitle)).toBeVisible();

    const h2 = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
    await expect(h2(service.banner.title)).toBeVisible();
    await expect(h2(servicePageLabels.featuresHeading)).toBeVisible();
    for (const f of service.features) await expect(page.getByRole('heading', { level: 3, name: f.title, exact: true })).toBeVisible();
    await expect(h2(service.architecture.title)).toBeVisible();
    await expect(page.getByText(service.architecture.description)).toBeVisible();
    await expect(h2(service.howItWorks.title)).toBeVisible();
    await expect(h2(servicePageLabels.industriesHeading)).toBeVisible();
    for (const card of service.industryCards) await expect(page.getByText(card.description)).toBeVisible();
    await expect(h2(servicePageLabels.gettingStartedHeading)).toBeVisible();
    for (const step of service.gettingStarted) await expect(page.getByRole('heading', { level: 3, name: step.heading, exact: true })).toBeVisible();

    // Every blog teaser leads to a real article.
    await expect(h2(servicePageLabels.blogHeading)).toBeVisible();
    for (const teaser of service.blogTeasers) {
      const link = page.getByRole('link', { name: teaser.title, exact: true });
      await expect(link).toHaveAttribute('href', `/blog/${teaser.slug}`);
      expect((await page.request.get(`/blog/${teaser.slug}`)).status(), teaser.slug).toBe(200);
    }
  });
}

test('/services is a page of its own that opens each of the seven service pages (decision 025)', async ({ page }) => {
  const response = await gotoReady(page, '/services');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(servicesOverview.seo.title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicesOverview.hero.title);
  const list = page.getByRole('list', { name: servicesOverview.listLabel });
  await expect(list.getByRole('link')).toHaveText(serviceNav.map((s) => s.name));
  for (const service of serviceNav) await expect(list.getByRole('link', { name: service.name, exact: true })).toHaveAttribute('href', service.link);
  await list.getByRole('link', { name: 'Voice', exact: true }).click();
  await expect(page).toHaveURL(/\/services\/voice$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(services.find((s) => s.slug === 'voice')!.hero.title);
});

test('the hero’s Contact an Expert link goes to /contact', { tag: '@any-width' }, async ({ page }) => {
  await gotoReady(page, '/services/otp-sms');
  await page.getByRole('link', { name: servicePageLabels.contactExpert.label, exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact With Our Team' })).toBeVisible();
});

test('the sub-navigation lists every service and highlights the active one, also after moving to another', async ({ page }) => {
  await gotoReady(page, '/services/sms');
  await openSubNav(page);
  const links = subNav(page).getByRole('link');
  await expect(links).toHaveText(serviceNav.map((s) => s.name));
  await expect(subNav(page).getByRole('link', { name: 'SMS', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(subNav(page).locator('[aria-current="page"]')).toHaveCount(1);

  await subNav(page).getByRole('link', { name: 'RCS SMS', exact: true }).click();
  await expect(page).toHaveURL(/\/services\/rcs-sms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(services.find((s) => s.slug === 'rcs-sms')?.hero.title ?? '');
  await openSubNav(page);
  await expect(subNav(page).getByRole('link', { name: 'RCS SMS', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(subNav(page).locator('[aria-current="page"]')).toHaveCount(1);
});

test('the active service is highlighted in any letter case of the path', { tag: '@any-width' }, async ({ page }) => {
  await gotoReady(page, '/Services/WhatsApp-API');
  await openSubNav(page);
  await expect(subNav(page).getByRole('link', { name: 'WhatsApp API', exact: true })).toHaveAttribute('aria-current', 'page');
});

/** Whether every icon in the sub-navigation is drawn: its symbol, from the page's one icon sprite, has a size. */
const subNavIconsDrawn = (page: Page) =>
  subNav(page)
    .locator('svg use')
    .evaluateAll((uses) => uses.length > 0 && uses.every((use) => (use as SVGUseElement).getBBox().width > 0));

test('on small screens the sub-navigation collapses behind a Service toggle, and its icons show when it opens', async ({ page }) => {
  await gotoReady(page, '/services/voice');
  const toggle = page.getByRole('button', { name: servicePageLabels.subNavToggle, exact: true });
  if (test.info().project.name === 'desktop') {
    await expect(toggle).toBeHidden();
    await expect(subNav(page)).toBeVisible();
    await expect.poll(() => subNavIconsDrawn(page)).toBe(true);
    return;
  }
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(subNav(page)).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(subNav(page).getByRole('link', { name: 'Voice', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => subNavIconsDrawn(page)).toBe(true);
  // Every icon of the page comes from the one sprite: one request, not one per icon (docs/decisions/056-one-icon-sprite.md).
  const iconFiles = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname).filter((p) => p.startsWith('/images/icons')));
  expect(iconFiles).toEqual(['/images/icons.svg']);
  await toggle.click();
  await expect(subNav(page)).toBeHidden();
});
