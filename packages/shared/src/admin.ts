import { z } from './zod';
import { authMessages, emailSchema, PASSWORD_MAX } from './auth';
import { ATTRIBUTION_VALUE_MAX, LEAD_OWNER_UNASSIGNED, leadStatuses } from './leads';

// product §12: admin sign-up by invitation, passwords of at least 12 characters.
export const ADMIN_PASSWORD_MIN = 12;
export { ADMIN_TOKEN_KEY } from './admin-token';

export const adminMessages = {
  passwordTooShort: 'Password must be at least 12 characters',
  // product §4 / §8 "Admin": alerts, word for word.
  loginSuccess: 'Login successful!',
  loginFailed: 'Login failed',
  signupSuccess: 'Signup successful! Please log in.',
  signupFailed: 'Signup failed',
  passwordsDoNotMatch: 'Passwords do not match',
  // Server sentences.
  inviteInvalid: 'This sign-up link is not valid. Ask the operator for a new one.',
  // The admin login's 'sign up with your invitation' box, submitted empty.
  inviteCodeRequired: 'Invitation code is required',
  signupClosed: 'Admin sign-up is closed. Ask the operator to create your account with the CLI.',
  emailTaken: 'An administrator with this email already exists.',
  created: 'Administrator account created. Please log in.',
} as const;

const adminPassword = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(ADMIN_PASSWORD_MIN, adminMessages.passwordTooShort)
  .max(PASSWORD_MAX, authMessages.passwordTooLong);

export const adminSignupSchema = z.object({
  code: z.string({ error: adminMessages.inviteInvalid }).min(1, adminMessages.inviteInvalid).max(200, adminMessages.inviteInvalid),
  email: emailSchema(authMessages.emailRequired, authMessages.emailInvalid),
  password: adminPassword,
  name: z.string().trim().max(100, authMessages.nameTooLong).optional(),
});

export const adminLoginSchema = z.object({
  email: z.string({ error: authMessages.emailRequired }).trim().min(1, authMessages.emailRequired).max(254),
  password: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired).max(PASSWORD_MAX),
});

export type AdminSignup = z.output<typeof adminSignupSchema>;

// product §13: bounded list calls.
export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 500;

export const listQuerySchema = z.object({
  from: z.iso.datetime({ offset: true, error: '`from` must be an ISO-8601 instant' }).optional(),
  to: z.iso.datetime({ offset: true, error: '`to` must be an ISO-8601 instant' }).optional(),
  q: z.string().trim().max(200, '`q` is at most 200 characters').optional(),
  // 0 answers only the count (X-Total-Count), with no rows: the dashboard's count cards.
  limit: z.coerce
    .number({ error: '`limit` must be a whole number' })
    .int('`limit` must be a whole number')
    .min(0, '`limit` must be at least 0')
    .max(LIST_LIMIT_MAX, `\`limit\` must be at most ${LIST_LIMIT_MAX}`)
    .default(LIST_LIMIT_DEFAULT),
  cursor: z.string().max(200).optional(),
});

export type ListQuery = z.output<typeof listQuerySchema>;

const attributionFilter = (name: string) => z.string().trim().min(1, `\`${name}\` must not be empty`).max(ATTRIBUTION_VALUE_MAX, `\`${name}\` is at most ${ATTRIBUTION_VALUE_MAX} characters`).optional();

/**
 * The lead filters beside the date range and search (docs/decisions/032-lead-pipeline-and-attribution.md):
 * status and owner on the lead lists; source and campaign (the first visit's utm_source and utm_campaign)
 * on every list. The CSV export takes the same.
 */
export const leadFilterShape = {
  status: z.enum(leadStatuses, { error: '`status` must be new, contacted, qualified, unqualified, won or lost' }).optional(),
  owner: z
    .union([z.literal(LEAD_OWNER_UNASSIGNED), z.string().regex(/^[1-9][0-9]{0,9}$/).transform(Number)], { error: '`owner` must be an admin id or unassigned' })
    .optional(),
  source: attributionFilter('source'),
  campaign: attributionFilter('campaign'),
};

/** The CSV export's query: the lists' filters without paging. */
export const exportQuerySchema = listQuerySchema.omit({ limit: true, cursor: true }).extend(leadFilterShape);
export type ExportQuery = z.output<typeof exportQuerySchema>;

/** The lead lists (contacts, demos) also take `spam=true`: the suspected spam instead of the leads (docs/decisions/029-bot-protection.md). */
export const leadListQuerySchema = listQuerySchema.extend({
  spam: z.enum(['true', 'false'], { error: '`spam` must be true or false' }).optional(),
  ...leadFilterShape,
});
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

/** product §3 "User (read in dashboard)": never a hash or a token. */
export const userRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type UserRecord = z.output<typeof userRecordSchema>;

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;

export const subscriberRecordSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(subscriberStatuses),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type SubscriberRecord = z.output<typeof subscriberRecordSchema>;

/** The admin panel's read-only view of the licence lock and payment flag. */
export const siteStatusSchema = z.object({
  locked: z.boolean(),
  flag: z.boolean(),
  licenceKeySet: z.boolean(),
});
export type SiteStatus = z.output<typeof siteStatusSchema>;
