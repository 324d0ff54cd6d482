import { consentTexts, CURRENT_NEWSLETTER_CONSENT } from '@tarang/shared/privacy-notices';

// The 'Get in Touch' e-mail subscribe box (product §2, Home section 11 and About). The pages that show it
// pass these words as build-time page data (their loaders), so none of them is in the browser's JavaScript
// (docs/decisions/015-paint-first.md); the consent sentence and its version travel together.

export const subscribeBox = {
  title: 'Get in Touch',
  text: 'Get one e-mail a month with product updates, DLT and WhatsApp policy changes, and practical messaging tips. No spam, and you can unsubscribe at any time.',
  emailLabel: 'E-mail address',
  placeholder: 'Enter your e-mail address',
  buttonLabel: 'Subscribe',
  image: '/images/home/get-in-touch.svg',
  consentVersion: CURRENT_NEWSLETTER_CONSENT,
  consentText: consentTexts[CURRENT_NEWSLETTER_CONSENT],
} as const;

export type SubscribeBoxCopy = { readonly [K in keyof typeof subscribeBox]: string };
