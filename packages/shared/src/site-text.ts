// The wrapper's texts and constants, without zod, so every public page can import them
// without pulling the schema library into its first load.

// product §4 "Site wrapper" and 8 "Licence wrapper": texts word for word.
export const siteWrapperText = {
  paymentTitle: 'Payment Required',
  paymentText: 'Pay the developer’s payment to continue using the website.',
  licenceTitle: 'License Required',
  unlockButton: 'Unlock',
  invalidKey: 'Invalid key',
  networkError: 'Network error',
} as const;

/**
 * The lock-only page (docs/decisions/008-site-wrapper.md): while the site is covered, a public page's address
 * answers a redirect here, with the page in `from`, so no covered answer carries the page's content.
 */
export const SITE_LOCKED_PATH = '/site-locked';

/** Where the lock-only page returns once the site opens: a path of this site, never another origin. */
export function siteLockedReturn(from: string | null): string {
  return from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') ? from : '/';
}

/** product §9: the lock status is re-checked every 5 s. */
export const LICENCE_POLL_MS = 5000;

export interface LicenceStatus {
  locked: boolean;
}
export interface HiddenFlag {
  flag: boolean;
}

export const siteMessages = {
  unlocked: 'The site is unlocked.',
  notLocked: 'The site is not locked.',
} as const;
