// The newsletter's consent wordings (docs/decisions/031-privacy-retention-erasure.md), free of zod: the
// subscribe box's copy (page data) and the server's consent check both read it. The other forms' one-sentence
// notices live in each form's own copy, so no page's first JavaScript carries another form's words.

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

export const PRIVACY_POLICY_PATH = '/Privacy-policy';

