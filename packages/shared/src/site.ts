import { z } from './zod';
import { siteWrapperText, type HiddenFlag, type LicenceStatus } from './site-text';

export const unlockSchema = z.object({
  key: z.string({ error: siteWrapperText.invalidKey }).trim().min(1, siteWrapperText.invalidKey).max(500, siteWrapperText.invalidKey),
});

// The answers' types live in site-text.ts, without zod, for the pages that poll them.
export const licenceStatusSchema = z.object({ locked: z.boolean() }) satisfies z.ZodType<LicenceStatus>;
export const hiddenFlagSchema = z.object({ flag: z.boolean() }) satisfies z.ZodType<HiddenFlag>;
