import { z } from 'zod';
import { siteWrapperText } from './site-text';

export const unlockSchema = z.object({
  key: z.string({ error: siteWrapperText.invalidKey }).trim().min(1, siteWrapperText.invalidKey).max(500, siteWrapperText.invalidKey),
});

