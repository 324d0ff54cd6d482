import { BRAND_NAME, brandColors } from '@tarang/shared/brand';

/**
 * The small pages the confirmation and unsubscribe links open. They stand alone (no build, no
 * script: the CSP forbids inline script and these are not prerendered), use the site's design
 * tokens (docs/decisions/003-design-tokens.md) in an inline <style>, with the brand's palette from
 * brand/brand.json (docs/decisions/022-brand-configuration.md), and link back to the home page.
 * They name the site's icon, as the prerendered pages do, so the browser asks for nothing missing.
 */

const { brand: palette, accent } = brandColors;

export interface PageContent {
  title: string;
  text: string;
  /** A POST form with one button (the confirm and unsubscribe steps): no script, works everywhere. */
  form?: { action: string; button: string; cancel: string };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const style = `
*{box-sizing:border-box}
html{color-scheme:light}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1.5rem;
font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.6;color:#0b1220;
background:linear-gradient(160deg,${palette['50']} 0%,#f8fafc 60%)}
main{width:100%;max-width:30rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:2rem;
box-shadow:0 10px 30px -12px rgba(11,18,32,.18)}
.brand{display:inline-flex;align-items:center;gap:.5rem;font-weight:700;font-size:1.125rem;color:${palette['700']};text-decoration:none}
.brand span{display:inline-block;width:.75rem;height:.75rem;border-radius:50%;background:linear-gradient(135deg,${palette['600']},${accent['500']})}
h1{font-size:1.5rem;line-height:1.3;margin:1.5rem 0 .5rem}
p{margin:0 0 1.5rem;color:#475569}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:0 1.25rem;border-radius:.625rem;
border:0;font:inherit;font-weight:600;cursor:pointer;text-decoration:none;background:${palette['600']};color:#fff}
.button:hover{background:${palette['700']}}
.link{color:${palette['700']};font-weight:600;text-decoration:underline;text-underline-offset:3px}
a:focus-visible,.button:focus-visible{outline:2px solid ${palette['600']};outline-offset:2px}
form{margin:0}
`.replace(/\n/g, '');

export function renderPage(page: PageContent): string {
  const actions = page.form
    ? `<form method="post" action="${escapeHtml(page.form.action)}"><button class="button" type="submit">${escapeHtml(page.form.button)}</button></form>` +
      `<a class="link" href="/">${escapeHtml(page.form.cancel)}</a>`
    : `<a class="button" href="/">Go to the ${escapeHtml(BRAND_NAME)} home page</a>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} · ${escapeHtml(BRAND_NAME)}</title>
<link rel="icon" href="/images/favicon.svg" type="image/svg+xml">
<style>${style}</style>
</head>
<body>
<main>
<a class="brand" href="/"><span aria-hidden="true"></span>${escapeHtml(BRAND_NAME)}</a>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.text)}</p>
<div class="actions">${actions}</div>
</main>
</body>
</html>
`;
}

export const pages = {
  confirmed: {
    title: 'Subscription confirmed',
    text: `Thank you! You will now receive the ${BRAND_NAME} newsletter. Every issue carries a link to unsubscribe.`,
  },
  alreadyConfirmed: {
    title: 'You are already subscribed',
    text: 'Your subscription was confirmed earlier, so there is nothing more to do.',
  },
  confirmAfterUnsubscribe: {
    title: 'This address is unsubscribed',
    text: 'You unsubscribed after this e-mail was sent, so the link no longer subscribes you. To subscribe again, use the form at the bottom of our home page.',
  },
  invalidLink: {
    title: 'This link is not valid',
    text: 'The link is incomplete, or a newer e-mail from us has replaced it. Open the link in our latest e-mail, or subscribe again from our home page.',
  },
  // Opening the link only asks (docs/decisions/030-newsletter-and-signup-privacy.md): a mail scanner's
  // GET must not subscribe anyone.
  confirmAsk: (action: string): PageContent => ({
    title: 'Confirm your subscription?',
    text: `Press Confirm to receive the ${BRAND_NAME} newsletter at this address. Every issue carries a link to unsubscribe.`,
    form: { action, button: 'Confirm', cancel: 'Do not subscribe' },
  }),
  unsubscribeAsk: (action: string): PageContent => ({
    title: 'Unsubscribe from the newsletter?',
    text: `You will stop receiving the ${BRAND_NAME} newsletter at this address.`,
    form: { action, button: 'Unsubscribe', cancel: 'Keep my subscription' },
  }),
  unsubscribed: {
    title: 'You are unsubscribed',
    text: `You will not receive the ${BRAND_NAME} newsletter any more. Changed your mind? Subscribe again from our home page.`,
  },
} satisfies Record<string, PageContent | ((action: string) => PageContent)>;
