// Test mode's delivery-report callbacks and request inspector (docs/product.md §15,
// docs/decisions/049-test-mode-callbacks.md): the visitor's callback URL, the report each status change
// sends there, and the inspector's list of test requests and callbacks.
import { z } from './zod';
import { underId } from './paths';

export const testCallbackPaths = {
  callback: '/api/developer/callback',
  rotateSecret: '/api/developer/callback/secret',
  testEvent: '/api/developer/callback/test',
  inspector: '/api/developer/inspector',
  resend: underId('/api/developer/inspector/callbacks', '/resend'),
} as const;

export const testCallbackMessages = {
  saved: 'Callback URL saved.',
  savedWithSecret: 'Callback URL saved. Copy its signing secret now: it is shown only once.',
  cleared: 'Callback URL removed: no more delivery reports are sent.',
  rotated: 'New signing secret: copy it now, it is shown only once.',
  testQueued: 'Test event queued: it appears in the inspector when it is sent.',
  resendQueued: 'Callback queued again.',
  noUrl: 'Set a callback URL first.',
  notFound: 'No such callback.',
  urlRequired: 'Enter the callback URL',
  urlTooLong: 'The URL must be at most 2000 characters',
} as const;

/** The event types a callback carries: a message's status change, or the "Send test event" button's ping. */
export const testCallbackEvents = ['sms.status', 'callback.test'] as const;
export type TestCallbackEvent = (typeof testCallbackEvents)[number];

/**
 * A delivery report's data: the SMS Logs entry of the message at its new status (the API docs' "Read
 * delivery reports"), so a receiver and SMS Logs read the same fields.
 */
export const deliveryReportSchema = z.object({
  messageId: z.string(),
  to: z.string(),
  from: z.string(),
  templateid: z.string(),
  status: z.enum(['SUBMITTED', 'DELIVERED', 'REJECTED']),
  errorCode: z.string().nullable(),
  operator: z.string(),
  circle: z.string(),
  encoding: z.string(),
  segments: z.number().int(),
  submittedAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type DeliveryReport = z.infer<typeof deliveryReportSchema>;

/** The body of every callback: the Standard Webhooks envelope, like the admin webhooks' (decision 033). */
export const testCallbackEnvelopeSchema = z.object({
  type: z.enum(testCallbackEvents),
  /** When the status changed (ISO-8601 UTC). */
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});

export const callbackUrlInputSchema = z.object({
  url: z.string({ error: testCallbackMessages.urlRequired }).trim().min(1, testCallbackMessages.urlRequired).max(2000, testCallbackMessages.urlTooLong),
});
export type CallbackUrlInput = z.infer<typeof callbackUrlInputSchema>;

/** The account's callback setting; the secret is answered only when it is new. */
export const callbackSettingSchema = z.object({
  url: z.string(),
  /** whsec_…: in the answer that created or rotated it, and nowhere else. */
  secret: z.string().optional(),
  updatedAt: z.string(),
  message: z.string(),
});
export type CallbackSetting = z.infer<typeof callbackSettingSchema>;

export const callbackStateSchema = z.object({ url: z.string(), updatedAt: z.string() }).nullable();
export type CallbackState = z.infer<typeof callbackStateSchema>;

export const inspectorQuerySchema = z.object({
  limit: z.coerce.number({ error: '`limit` must be a whole number' }).int('`limit` must be a whole number').min(1, '`limit` must be at least 1').max(100, '`limit` is at most 100').default(20),
  cursor: z.string().max(200, '`cursor` is at most 200 characters').optional(),
});

export const inspectorRequestSchema = z.object({
  kind: z.literal('request'),
  id: z.number(),
  method: z.string(),
  path: z.string(),
  /** The parameters sent, the key replaced by its first characters. */
  request: z.record(z.string(), z.unknown()),
  status: z.number(),
  answer: z.unknown(),
  at: z.string(),
});

export const inspectorCallbackSchema = z.object({
  kind: z.literal('callback'),
  id: z.number(),
  event: z.string(),
  url: z.string(),
  payload: z.unknown(),
  /** pending (due at nextAttemptAt), delivered, failed (given up) or cancelled (the URL was removed). */
  state: z.enum(['pending', 'delivered', 'failed', 'cancelled']),
  attempts: z.number(),
  lastStatus: z.number().nullable(),
  lastResult: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  at: z.string(),
});

export const inspectorEntrySchema = z.discriminatedUnion('kind', [inspectorRequestSchema, inspectorCallbackSchema]);
export type InspectorEntry = z.infer<typeof inspectorEntrySchema>;
export type InspectorCallback = z.infer<typeof inspectorCallbackSchema>;

export const inspectorPageSchema = z.object({ entries: z.array(inspectorEntrySchema), nextCursor: z.string().nullable() });
export type InspectorPage = z.infer<typeof inspectorPageSchema>;
