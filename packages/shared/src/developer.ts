// The Developer page of a signed-in visitor (docs/product.md §15, docs/decisions/034-test-mode.md):
// the test key, the DLT entity, Sender IDs and templates registered for testing, and the request log.
import { requiredText } from './contact';
import { callbackStateSchema } from './test-callbacks';
import { z } from './zod';

export const developerPaths = {
  overview: '/api/developer',
  key: '/api/developer/key',
  dlt: '/api/developer/dlt',
  templates: '/api/developer/templates',
  requests: '/api/developer/requests',
  status: '/api/developer/status',
} as const;

export const developerMessages = {
  entityInvalid: 'Entity ID must be 19 digits',
  senderInvalid: 'Each Sender ID must be 3 to 11 letters or digits',
  tooManySenders: 'Register at most 20 Sender IDs',
  templateIdInvalid: 'Template ID must be 19 digits',
  templateBodyRequired: 'Template text is required',
  templateBodyTooLong: 'Template text must be at most 2000 characters',
  nameTooLong: 'Name must be at most 100 characters',
  categoryInvalid: 'Choose a category',
  entityFirst: 'Save your DLT entity first',
  senderNotRegistered: 'Register this Sender ID first, under DLT entity and Sender IDs',
  keyCreated: 'Copy your test key now: it is shown only once.',
  keyRevoked: 'Your test key is revoked.',
  saved: 'Saved.',
} as const;

export const DLT_TEMPLATE_CATEGORIES = ['transactional', 'service_implicit', 'service_explicit', 'promotional'] as const;
export type DltTemplateCategory = (typeof DLT_TEMPLATE_CATEGORIES)[number];
/** The categories in the spec's words (its DLT registration guidance); the codes are what the API takes. */
export const DLT_CATEGORY_NAMES: Record<DltTemplateCategory, string> = {
  transactional: 'Transactional',
  service_implicit: 'Service Implicit',
  service_explicit: 'Service Explicit',
  promotional: 'Promotional',
};

const digits19 = (message: string) => z.string({ error: message }).trim().regex(/^[0-9]{19}$/, message);
const senderId = z.string({ error: developerMessages.senderInvalid }).trim().regex(/^[A-Za-z0-9]{3,11}$/, developerMessages.senderInvalid);

export const dltSettingsSchema = z.object({
  entityId: digits19(developerMessages.entityInvalid),
  senders: z.array(senderId).max(20, developerMessages.tooManySenders),
});
export type DltSettings = z.infer<typeof dltSettingsSchema>;

/** The Developer page's form: Sender IDs typed as one line, separated by commas or spaces. */
export const dltFormSchema = z.object({
  entityId: digits19(developerMessages.entityInvalid),
  senders: z
    .string()
    .transform((text) => text.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(senderId).max(20, developerMessages.tooManySenders)),
});

export const templateInputSchema = z.object({
  templateId: digits19(developerMessages.templateIdInvalid),
  senderId,
  category: z.enum(DLT_TEMPLATE_CATEGORIES, { error: developerMessages.categoryInvalid }),
  name: z.string().trim().max(100, developerMessages.nameTooLong).optional(),
  body: requiredText(developerMessages.templateBodyRequired).max(2000, developerMessages.templateBodyTooLong),
});
export type TemplateInput = z.infer<typeof templateInputSchema>;

export const testTemplateSchema = z.object({
  templateId: z.string(),
  entityId: z.string(),
  senderId: z.string(),
  category: z.string(),
  name: z.string().nullable(),
  body: z.string(),
  variables: z.number(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type TestTemplate = z.infer<typeof testTemplateSchema>;

export const developerOverviewSchema = z.object({
  key: z.object({ prefix: z.string(), createdAt: z.string() }).nullable(),
  entityId: z.string().nullable(),
  senders: z.array(z.string()),
  templates: z.array(testTemplateSchema),
  /** The account e-mail: the Voice calls' username. */
  username: z.string(),
  testBaseUrl: z.string(),
  /** The delivery-report callback URL, null when none is set (docs/decisions/049-test-mode-callbacks.md). */
  callback: callbackStateSchema,
});
export type DeveloperOverview = z.infer<typeof developerOverviewSchema>;

export const newTestKeySchema = z.object({ key: z.string(), prefix: z.string(), createdAt: z.string(), message: z.string() });
export type NewTestKey = z.infer<typeof newTestKeySchema>;

export const testReportSchema = z.object({
  messageId: z.string(),
  to: z.string(),
  status: z.string(),
  errorCode: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});

export const testRequestSchema = z.object({
  id: z.number(),
  call: z.string(),
  method: z.string(),
  path: z.string(),
  params: z.record(z.string(), z.unknown()),
  statusCode: z.number(),
  answer: z.unknown(),
  createdAt: z.string(),
  reports: z.array(testReportSchema),
});
export type TestRequestEntry = z.infer<typeof testRequestSchema>;

export const testRequestsSchema = z.array(testRequestSchema);

/**
 * The console's checklist (docs/decisions/048-developer-console.md), in order. Each step is read from what
 * the account holds, not stored as a tick, so progress is the same on every device.
 */
export const CONSOLE_STEPS = ['verifyEmail', 'testKey', 'senderId', 'template', 'firstSms', 'delivered', 'callbackUrl'] as const;
export type ConsoleStep = (typeof CONSOLE_STEPS)[number];

export const developerStatusSchema = z.object({
  /** The account's e-mail and whether it is verified (test mode's sends wait for it, decision 046). */
  email: z.string(),
  emailVerified: z.boolean(),
  /** Each step of CONSOLE_STEPS: done or not. */
  steps: z.object({
    verifyEmail: z.boolean(),
    testKey: z.boolean(),
    senderId: z.boolean(),
    template: z.boolean(),
    firstSms: z.boolean(),
    delivered: z.boolean(),
    callbackUrl: z.boolean(),
  }),
});
export type DeveloperStatus = z.infer<typeof developerStatusSchema>;
