import { test, type Page } from '@playwright/test';
import { listedRows, readerToken } from './admin-fixtures';
import { uniqueEmail } from './fixtures';
import { SLOW_TEST_TIMEOUT_MS, errorToast, expect, gotoReady, successToast } from './shell-helpers';

test.describe.configure({ timeout: SLOW_TEST_TIMEOUT_MS });

// product §13 "Country picker" and decision 005: the numbers and office a visitor sees, and the phone
// rule of the contact and demo forms, follow the country chosen. Numbers and offices are the fictitious
// defaults of apps/web/app/config/site.ts.
const india = { sales: '+91 99900 00101', support: '+91 99900 00102', office: 'Registered office, New Delhi' };
const uk = { sales: '+44 20 7946 0101', salesTel: 'tel:+442079460101', support: '+44 20 7946 0102', office: 'UK office, London' };

/** Chooses a country the way a visitor does: the top strip's picker, or the phone menu's. */
async function chooseCountry(page: Page, isMobile: boolean, name: 'India' | 'USA' | 'UK') {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name, exact: true }).click();
    await expect(menu.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  } else {
    const strip = page.locator('header');
    await strip.getByRole('button', { name: /^(India|USA|UK)$/ }).first().click();
    await strip.getByRole('button', { name, exact: true }).last().click();
    await expect(strip.getByRole('button', { name, exact: true }).first()).toHaveAttribute('aria-expanded', 'false');
  }
}

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact form' });

async function fillContact(page: Page, email: string, phone: string) {
  const form = contactForm(page);
  await form.getByLabel('Name', { exact: true }).fill('Olivia Hart');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Contact', { exact: true }).fill(phone);
  await form.getByLabel('Your Question', { exact: true }).fill('Can you send OTPs to our UK customers?');
}

test('choosing UK shows the UK numbers and office on the Contact page, and the phone example follows', async ({ page, isMobile }) => {
  await gotoReady(page, '/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: india.sales })).toBeVisible();
  await expect(main.getByText(india.office)).toBeVisible();
  await expect(contactForm(page).getByLabel('Contact', { exact: true })).toHaveAttribute('placeholder', '98765 43210');

  await chooseCountry(page, isMobile, 'UK');
  await expect(main.getByRole('link', { name: uk.sales })).toHaveAttribute('href', uk.salesTel);
  await expect(main.getByRole('link', { name: uk.support })).toBeVisible();
  await expect(main.getByText(uk.office)).toBeVisible();
  await expect(main.getByText(india.office)).toBeHidden();
  await expect(main.getByRole('link', { name: india.sales })).toBeHidden();
  await expect(contactForm(page).getByLabel('Contact', { exact: true })).toHaveAttribute('placeholder', '07400 123456');

  // The choice is remembered: the next visit shows the UK details once the page is live.
  await gotoReady(page, '/contact');
  await expect(main.getByText(uk.office)).toBeVisible();
});

test('with UK chosen, a UK number is sent, stored in E.164, and answered with the success toast', async ({ page, isMobile, request }) => {
  await gotoReady(page, '/contact');
  await chooseCountry(page, isMobile, 'UK');
  const email = uniqueEmail('country-uk');
  await fillContact(page, email, '07400 123456');
  await contactForm(page).getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page)).toContainText('Congrats!! Our team will connect with you soon.');
  expect((await listedRows(request, await readerToken(request), 'contacts', email)).map((r) => r.contact)).toEqual(['+447400123456']);
});

test('with UK chosen an Indian-only number is refused with the UK message; India keeps the spec message', { tag: '@any-width' }, async ({ page, request }) => {
  await gotoReady(page, '/contact');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact')) sent.push(r.url());
  });
  await chooseCountry(page, false, 'UK');
  const email = uniqueEmail('country-refused');
  await fillContact(page, email, '98765 43210');
  const submit = contactForm(page).getByRole('button', { name: 'Submit' });
  await submit.click();
  const phone = contactForm(page).getByLabel('Contact', { exact: true });
  await expect(contactForm(page).getByText('Invalid contact number for UK', { exact: true })).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Invalid contact number for UK A UK number, or any number with + and its country code');

  await chooseCountry(page, false, 'India');
  await phone.fill('5876543210');
  await submit.click();
  await expect(contactForm(page).getByText('Invalid contact number, Must be 10 digits', { exact: true })).toBeVisible();
  expect(sent).toEqual([]);
  expect(await listedRows(request, await readerToken(request), 'contacts', email)).toEqual([]);
});

test('a full international number is accepted whatever the country chosen, and the field says which country it expects', { tag: '@any-width' }, async ({ page, request }) => {
  await gotoReady(page, '/contact');
  const phone = contactForm(page).getByLabel('Contact', { exact: true });
  await expect(phone).toHaveAccessibleDescription('An Indian mobile number, or any number with + and its country code');
  // India chosen: a USA number with its +1 goes through, checked by the phone library, stored in E.164.
  const fromIndia = uniqueEmail('country-intl-in');
  await fillContact(page, fromIndia, '+1 415 555 2671');
  await contactForm(page).getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page)).toContainText('Congrats!!');

  await chooseCountry(page, false, 'USA');
  await expect(phone).toHaveAccessibleDescription('A USA number, or any number with + and its country code');
  const fromUsa = uniqueEmail('country-intl-us');
  await fillContact(page, fromUsa, '+44 7400 123456');
  await contactForm(page).getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page).last()).toContainText('Congrats!!');

  const token = await readerToken(request);
  expect((await listedRows(request, token, 'contacts', fromIndia)).map((r) => r.contact)).toEqual(['+14155552671']);
  expect((await listedRows(request, token, 'contacts', fromUsa)).map((r) => r.contact)).toEqual(['+447400123456']);
});

test('the phone-number library loads only once USA or UK is chosen, never for India', { tag: '@any-width' }, async ({ page }) => {
  const library: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/foreign-phone-[^/]*\.js$/.test(r.url())) library.push(r.url());
  });
  await gotoReady(page, '/contact');
  // India: the whole form, checked and sent, without the library.
  await fillContact(page, uniqueEmail('country-in'), '+91 98765 43210');
  await contactForm(page).getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page)).toContainText('Congrats!!');
  expect(library).toEqual([]);

  await chooseCountry(page, false, 'USA');
  await contactForm(page).getByLabel('Contact', { exact: true }).fill('(201) 555-0123');
  await expect.poll(() => library.length).toBe(1);
});

test('the demo form with USA chosen stores a USA number in E.164 and refuses an Indian one', { tag: '@any-width' }, async ({ page, request }) => {
  await gotoReady(page, '/');
  await chooseCountry(page, false, 'USA');
  await page.getByRole('banner').getByRole('button', { name: 'Book Demo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Demo' });
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  await expect(field('Contact')).toHaveAttribute('placeholder', '(201) 555-0123');
  const email = uniqueEmail('country-demo');
  await field('Full Name').fill('Jordan Lee');
  await field('Email').fill(email);
  await field('Contact').fill('98765 43210');
  await field('Business Name').fill('Lee Outfitters Inc');
  await field('Job Function').selectOption('support');
  await field('Looking For').selectOption('SMS');
  await field('Message').fill('Order alerts for our US stores.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Invalid contact number for USA', { exact: true })).toBeVisible();
  await expect(errorToast(page)).toHaveCount(0);

  await field('Contact').fill('+1 201-555-0123');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page)).toContainText('Request submitted successfully.');
  expect((await listedRows(request, await readerToken(request), 'demos', email)).map((r) => r.contact)).toEqual(['+12015550123']);
});

test('the help answers give the chosen country’s numbers', { tag: '@any-width' }, async ({ page }) => {
  await gotoReady(page, '/help-center#contact-support');
  const answer = page.getByRole('article', { name: 'How do I contact support?' });
  await expect(answer).toContainText(india.support);
  await chooseCountry(page, false, 'UK');
  await expect(answer).toContainText(uk.support);
  await expect(answer).not.toContainText(india.support);
});
