import { z } from './zod';
import { jobFunctions, lookingForOptions } from './demo';

// The stored leads as the API answers them, for the server. They live apart from the forms' own modules
// (contact.ts, demo.ts), which public pages load, so that no public page carries them.

/** What every stored lead is answered with, whichever form it came from: its id and the visitor's own fields. */
const leadRecordFields = {
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  contact: z.string(),
};

/** A stored contact question as the API returns it. */
export const contactRecordSchema = z.object({
  ...leadRecordFields,
  question: z.string(),
  createdAt: z.string(),
});

/** A stored demo request as the admin list returns it. */
export const demoRecordSchema = z.object({
  ...leadRecordFields,
  businessname: z.string(),
  jobfunction: z.enum(jobFunctions),
  lookingfor: z.enum(lookingForOptions),
  message: z.string(),
  createdAt: z.string(),
});
