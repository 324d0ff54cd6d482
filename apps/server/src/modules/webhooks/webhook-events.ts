import { randomBytes } from 'node:crypto';
import type { WebhookData, WebhookEnvelope, WebhookEvent, WebhookEventType } from '@tarang/shared/webhooks';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { createWebhooksRepository } from './webhooks.repository';

type Executor = Kysely<Database> | Transaction<Database>;

/** The webhook-id header: unique per event and endpoint, the same on every retry (Standard Webhooks). */
const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

/** The JSON body every delivery carries: { type, timestamp, data }, as the Standard Webhooks specification suggests. */
function webhookBody<E extends WebhookEventType>(type: E, data: WebhookData<E>, at: Date): string {
  const envelope: WebhookEnvelope = { type, timestamp: at.toISOString(), data: data as Record<string, unknown> };
  return JSON.stringify(envelope);
}

/**
 * Queues an event for every enabled endpoint subscribed to it: one pending delivery row each
 * (docs/decisions/033-webhooks.md). Pass the transaction that writes the lead, user or subscriber, so the
 * event exists exactly when the change does: a rollback queues nothing, and a commit cannot lose it.
 * Answers how many deliveries were queued; the caller nudges the worker after its commit.
 */
export async function queueWebhookEvent<E extends WebhookEvent>(db: Executor, event: E, data: WebhookData<E>, now: Date): Promise<number> {
  const repo = createWebhooksRepository(db);
  const subscribed = await repo.subscribedTo(event);
  if (subscribed.length === 0) return 0;
  const at = now.toISOString();
  const body = webhookBody(event, data, now);
  await repo.insertDeliveries(subscribed.map((id) => ({ endpoint_id: id, message_id: newMessageId(), event, body, status: 'pending' as const, attempts: 0, next_attempt_at: at, created_at: at })));
  return subscribed.length;
}

/** The "Send test event" button: a 'webhook.test' delivery to one endpoint, whatever it subscribes to. */
export async function queueTestEvent(db: Executor, endpointId: number, now: Date): Promise<void> {
  const at = now.toISOString();
  const body = webhookBody('webhook.test', { message: 'A test event from the Tarang Cloud dashboard.' }, now);
  await createWebhooksRepository(db).insertDeliveries([{ endpoint_id: endpointId, message_id: newMessageId(), event: 'webhook.test', body, status: 'pending', attempts: 0, next_attempt_at: at, created_at: at }]);
}
