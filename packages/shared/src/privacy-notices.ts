// The sentences the forms show beside their buttons (docs/decisions/031-privacy-retention-erasure.md). Its own
// module, free of zod: the browser code of the forms imports it, and it must stay a few words.

/**
 * The wording a form shows beside its button, by version. The newsletter form sends the version it showed,
 * the server records it with the consent and refuses a version it does not know. Never edit a published
 * version: add a new one and point the form at it.
 */
export const consentTexts = {
  'newsletter-1': 'We use your e-mail only to send our newsletter; unsubscribe any time.',
} as const;
export type ConsentVersion = keyof typeof consentTexts;
export const CURRENT_NEWSLETTER_CONSENT: ConsentVersion = 'newsletter-1';

/** One sentence per form, beside its button: what it collects and why. */
export const formNotices = {
  contact: 'We use your name, e-mail, phone and question only to answer you.',
  demo: 'We use these details only to arrange and follow up your demo.',
  signup: 'We use your name and e-mail only to run your account.',
  newsletter: consentTexts[CURRENT_NEWSLETTER_CONSENT],
} as const;

export const PRIVACY_POLICY_PATH = '/Privacy-policy';

