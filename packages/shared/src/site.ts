import { z } from './zod';

// spec 4 "Site wrapper" and 8 "Licence wrapper": texts word for word.
export const siteWrapperText = {
  paymentTitle: 'Payment Required',
  paymentText: 'Pay the developer’s payment to continue using the website.',
  licenceTitle: 'License Required',
  unlockButton: 'Unlock',
  invalidKey: 'Invalid key',
  networkError: 'Network error',
} as const;

/** spec 9: the lock status is re-checked every 5 s. */
export const LICENCE_POLL_MS = 5000;

export interface LicenceStatus {
  locked: boolean;
}
export interface HiddenFlag {
  flag: boolean;
}

export const unlockSchema = z.object({
  key: z.string({ error: siteWrapperText.invalidKey }).trim().min(1, siteWrapperText.invalidKey).max(500, siteWrapperText.invalidKey),
});

export const siteMessages = {
  unlocked: 'The site is unlocked.',
  notLocked: 'The site is not locked.',
} as const;
