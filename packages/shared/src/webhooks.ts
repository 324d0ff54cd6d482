import { z } from 'zod';
import { leadPhoneFieldsSchema } from './leads';
import { underId } from './paths';

/**
 * Webhooks that carry leads to a CRM (docs/product.md §15, docs/decisions/033-webhooks.md): the events,
 * their payloads, the admin API's shapes and paths. The server, the dashboard and docs/integrations.md
 * (checked by a test) all read this one contract.
 */

/** The events an endpoint can subscribe to. 'webhook.test' is sent only by the "Send test event" button. */
export const webhookEvents = ['lead.created', 'lead.updated', 'user.signed_up', 'subscriber.confirmed'] as const;
export type WebhookEvent = (typeof webhookEvents)[number];
export type WebhookEventType = WebhookEvent | 'webhook.test';

export const webhookEventLabels: Record<WebhookEvent, string> = {
  'lead.created': 'Lead created',
  'lead.updated': 'Lead updated',
  'user.signed_up': 'User signed up',
  'subscriber.confirmed': 'Subscriber confirmed',
};

/**
 * A lead as the CRM receives it: every field the visitor's form stored, passed through whole, so fields
 * added to a lead later (attribution, status, owner) reach the CRM without a change here.
 */
export const webhookLeadSchema = z.looseObject({
  /** Which form: a demo request or a contact question. */
  source: z.enum(['demo', 'contact']),
  id: z.number().int(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  /** The number as the form stored it; `contactE164` beside it (docs/decisions/040-phone-numbers-in-e164.md). */
  contact: z.string(),
  ...leadPhoneFieldsSchema.shape,
});
export type WebhookLead = z.output<typeof webhookLeadSchema>;

export const webhookUserSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), createdAt: z.string() });
export const webhookSubscriberSchema = z.object({ id: z.number().int(), email: z.string(), confirmedAt: z.string() });
export const webhookTestSchema = z.object({ message: z.string() });

/** The `data` of each event type. */
export const webhookDataSchemas = {
  'lead.created': webhookLeadSchema,
  'lead.updated': webhookLeadSchema,
  'user.signed_up': webhookUserSchema,
  'subscriber.confirmed': webhookSubscriberSchema,
  'webhook.test': webhookTestSchema,
} as const satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookData<E extends WebhookEventType> = z.input<(typeof webhookDataSchemas)[E]>;

/** The body of every delivery: the envelope the Standard Webhooks specification suggests. */
export const webhookEnvelopeSchema = z.object({
  type: z.enum([...webhookEvents, 'webhook.test']),
  /** When the event happened (ISO-8601 UTC). */
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEnvelope = z.output<typeof webhookEnvelopeSchema>;

export const webhookMessages = {
  urlRequired: 'Enter the endpoint URL.',
  urlInvalid: 'Enter a full URL, such as https://crm.example.com/hooks.',
  urlTooLong: 'The URL is at most 2000 characters.',
  urlNotHttps: 'The endpoint must use https (http only to this machine, outside production).',
  urlCredentials: 'Leave user names and passwords out of the URL.',
  urlPrivate: 'The endpoint must be a public address, not a private, loopback or reserved one.',
  urlUnresolved: "The endpoint's host name does not resolve.",
  eventsRequired: 'Choose at least one event.',
  descriptionTooLong: 'The description is at most 200 characters.',
  notFound: 'No such webhook endpoint.',
  deliveryNotFound: 'No such delivery.',
  added: 'Webhook endpoint added.',
  updated: 'Webhook endpoint updated.',
  removed: 'Webhook endpoint removed.',
  testQueued: 'Test event queued.',
  retryQueued: 'Delivery queued again.',
  notRetryable: 'Only a failed delivery can be sent again.',
  secretRotated: `New signing secret made. Deliveries are signed with the old one too for 24 hours: update your receiver before then.`,
} as const;

/**
 * After a rotation, how long deliveries carry a signature by the old secret beside the new one (Standard
 * Webhooks lets a receiver accept any of several signatures), so the receiver can be updated meanwhile.
 */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;

const eventsSchema = z
  .array(z.enum(webhookEvents, { error: 'Unknown event.' }), { error: webhookMessages.eventsRequired })
  .min(1, webhookMessages.eventsRequired)
  .max(webhookEvents.length)
  .transform((events) => [...new Set(events)]);

/** Only the URL's form: whether its host may be reached is the server's check (webhooks/ssrf.ts). */
const urlSchema = z
  .string({ error: webhookMessages.urlRequired })
  .trim()
  .min(1, webhookMessages.urlRequired)
  .max(WEBHOOK_URL_MAX, webhookMessages.urlTooLong)
  .refine((value) => URL.canParse(value), webhookMessages.urlInvalid)
  .refine((value) => !URL.canParse(value) || ['http:', 'https:'].includes(new URL(value).protocol), webhookMessages.urlNotHttps)
  .refine((value) => !URL.canParse(value) || (new URL(value).username === '' && new URL(value).password === ''), webhookMessages.urlCredentials);

export const webhookCreateSchema = z.object({
  url: urlSchema,
  events: eventsSchema,
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX, webhookMessages.descriptionTooLong).default(''),
});
export type WebhookCreate = z.output<typeof webhookCreateSchema>;

/** The dashboard's add form keeps the ticked events as one comma-separated value; the same rules follow. */
export const webhookCreateFormSchema = webhookCreateSchema.extend({
  events: z
    .string()
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(eventsSchema),
});

export const webhookUpdateSchema = z.object({
  events: eventsSchema.optional(),
  enabled: z.boolean({ error: '`enabled` must be true or false' }).optional(),
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX, webhookMessages.descriptionTooLong).optional(),
});
export type WebhookUpdate = z.output<typeof webhookUpdateSchema>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEvents)),
  enabled: z.boolean(),
  createdAt: z.string(),
  /** After a rotation: until when deliveries are signed with the old secret too; null otherwise. */
  previousSecretUntil: z.string().nullable(),
});
export type WebhookEndpoint = z.output<typeof webhookEndpointSchema>;

/** The answer to a create or a rotation: the only time the signing secret is shown. */
export const webhookCreatedSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookCreated = z.output<typeof webhookCreatedSchema>;

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed', 'cancelled'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The webhook-id header: the same on every retry, so a receiver can drop duplicates. */
  messageId: z.string(),
  event: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  /** The last attempt's HTTP status; null when none answered (timeout, refused). */
  responseStatus: z.number().int().nullable(),
  /** The last attempt's outcome: the first characters of the answer, or the network error. */
  lastResult: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;

const WEBHOOKS_BASE = '/api/admin/webhooks';
export const webhookPaths = {
  /** GET the endpoints, POST a new one. */
  endpoints: WEBHOOKS_BASE,
  /** PATCH, DELETE one endpoint. */
  endpoint: underId(WEBHOOKS_BASE),
  /** GET one endpoint's deliveries, newest first, paged like the lists. */
  deliveries: underId(WEBHOOKS_BASE, '/deliveries'),
  /** POST: queue a 'webhook.test' event to this endpoint. */
  test: underId(WEBHOOKS_BASE, '/test'),
  /** POST: a new signing secret, answered once; the old one signs too for WEBHOOK_SECRET_OVERLAP_HOURS. */
  rotate: underId(WEBHOOKS_BASE, '/rotate-secret'),
  /** POST: queue a failed delivery again. */
  retry: (id: number | string, deliveryId: number | string) => `${WEBHOOKS_BASE}/${id}/deliveries/${deliveryId}/retry`,
} as const;
