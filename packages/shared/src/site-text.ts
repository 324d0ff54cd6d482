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
