import type { WebhookDelivery, WebhookEndpoint, WebhookEvent } from '@tarang/shared/webhooks';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { toIsoString } from '../../db/connect';
import type { Database, WebhookDeliveriesTable, WebhookEndpointsTable } from '../../db/database';
import { type Cursor, storedInstant } from '../admin/paging';

/** Parses the stored events column; an unreadable one subscribes to nothing. */
function parseEvents(text: string): WebhookEvent[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((e): e is WebhookEvent => typeof e === 'string') : [];
  } catch {
    return [];
  }
}

const toEndpoint = (row: Selectable<WebhookEndpointsTable>): WebhookEndpoint => ({
  id: Number(row.id),
  url: row.url,
  description: row.description,
  events: parseEvents(row.events),
  enabled: row.enabled === 1,
  createdAt: toIsoString(row.created_at),
  previousSecretUntil: row.previous_secret_until === null ? null : toIsoString(row.previous_secret_until),
});

/**
 * The last attempt's state, as both queues the webhook worker drains answer it (webhook deliveries and
 * test-mode callbacks): numbers as numbers and times as ISO strings on either database.
 */
export const attemptState = (row: Pick<Selectable<WebhookDeliveriesTable>, 'status' | 'attempts' | 'response_status' | 'last_result' | 'last_attempt_at'>) => ({
  status: row.status,
  attempts: Number(row.attempts),
  responseStatus: row.response_status === null ? null : Number(row.response_status),
  lastResult: row.last_result,
  lastAttemptAt: row.last_attempt_at === null ? null : toIsoString(row.last_attempt_at),
});

const toDelivery = (row: Omit<Selectable<WebhookDeliveriesTable>, 'body'>): WebhookDelivery => ({
  id: Number(row.id),
  messageId: row.message_id,
  event: row.event,
  ...attemptState(row),
  durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
  createdAt: toIsoString(row.created_at),
  nextAttemptAt: row.status === 'pending' ? toIsoString(row.next_attempt_at) : null,
});

/** Every column but the body: the log never answers a payload. */
const deliveryColumns = [
  'id',
  'endpoint_id',
  'message_id',
  'event',
  'status',
  'attempts',
  'next_attempt_at',
  'locked_until',
  'response_status',
  'last_result',
  'duration_ms',
  'last_attempt_at',
  'created_at',
] as const;

/**
 * The SQL behind the admin's webhook calls, the CLI, the events queued with a change and the worker
 * (docs/decisions/033-webhooks.md). Given a transaction, every query runs inside it.
 */
export function createWebhooksRepository(db: Kysely<Database>) {
  return {
    /** The ids of the enabled endpoints subscribed to `event`. */
    async subscribedTo(event: WebhookEvent): Promise<number[]> {
      const endpoints = await db.selectFrom('webhook_endpoints').select(['id', 'events']).where('enabled', '=', 1).execute();
      return endpoints.filter((e) => parseEvents(e.events).includes(event)).map((e) => e.id);
    },

    /** Queues deliveries; in the transaction of the change they announce, they exist exactly when it does. */
    async insertDeliveries(deliveries: Omit<Insertable<WebhookDeliveriesTable>, 'id'>[]): Promise<void> {
      await db.insertInto('webhook_deliveries').values(deliveries).execute();
    },

    /** Where the worker sends a delivery, whether the endpoint still wants it, and the secrets that sign it. */
    async target(endpointId: number) {
      return db.selectFrom('webhook_endpoints').select(['url', 'secret', 'previous_secret', 'previous_secret_until', 'enabled']).where('id', '=', endpointId).executeTakeFirst();
    },

    /** Puts a new secret in place; the one it replaces keeps signing until `until`. */
    async rotateSecret(id: number, secret: string, until: Date): Promise<WebhookEndpoint | undefined> {
      const row = await db
        .updateTable('webhook_endpoints')
        .set((eb) => ({ previous_secret: eb.ref('secret'), previous_secret_until: until.toISOString(), secret }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toEndpoint(row);
    },

    async list(): Promise<WebhookEndpoint[]> {
      return (await db.selectFrom('webhook_endpoints').selectAll().orderBy('id').execute()).map(toEndpoint);
    },

    async find(id: number): Promise<WebhookEndpoint | undefined> {
      const row = await db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toEndpoint(row);
    },

    async insert(endpoint: { url: string; description: string; events: WebhookEvent[]; secret: string }, now: Date): Promise<WebhookEndpoint> {
      const row = await db
        .insertInto('webhook_endpoints')
        .values({ url: endpoint.url, description: endpoint.description, events: JSON.stringify(endpoint.events), secret: endpoint.secret, enabled: 1, created_at: now.toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toEndpoint(row);
    },

    /** Changes what is given; disabling cancels what was still queued for the endpoint, in the same transaction. */
    async update(id: number, patch: { events?: WebhookEvent[] | undefined; enabled?: boolean | undefined; description?: string | undefined }): Promise<WebhookEndpoint | undefined> {
      return db.transaction().execute(async (trx) => {
        const set = {
          ...(patch.events ? { events: JSON.stringify(patch.events) } : {}),
          ...(patch.enabled !== undefined ? { enabled: patch.enabled ? 1 : 0 } : {}),
          ...(patch.description !== undefined ? { description: patch.description } : {}),
        };
        const row =
          Object.keys(set).length > 0
            ? await trx.updateTable('webhook_endpoints').set(set).where('id', '=', id).returningAll().executeTakeFirst()
            : await trx.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
        if (row && patch.enabled === false) {
          await trx.updateTable('webhook_deliveries').set({ status: 'cancelled', body: null }).where('endpoint_id', '=', id).where('status', '=', 'pending').execute();
        }
        return row && toEndpoint(row);
      });
    },

    /** Removes the endpoint and its log (queued bodies included); false when there was none. */
    async remove(id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).execute();
        const result = await trx.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },

    async countDeliveries(endpointId: number): Promise<number> {
      const row = await db
        .selectFrom('webhook_deliveries')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('endpoint_id', '=', endpointId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** One page of an endpoint's log, newest first (keyset over created_at desc, id desc, like the lists). */
    async deliveries(endpointId: number, limit: number, after?: Cursor): Promise<{ rows: WebhookDelivery[]; next?: Cursor }> {
      let query = db.selectFrom('webhook_deliveries').select(deliveryColumns).where('endpoint_id', '=', endpointId);
      if (after) {
        const at = storedInstant(after.createdAt);
        query = query.where((eb) => eb.or([eb('created_at', '<', at), eb.and([eb('created_at', '=', at), eb('id', '<', after.id)])]));
      }
      const rows = await query
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit).map(toDelivery);
      const last = page[page.length - 1];
      return { rows: page, ...(rows.length > limit && last ? { next: { createdAt: last.createdAt, id: last.id } } : {}) };
    },

    /** A failed delivery goes back in the queue with a fresh count; false when it is not a failed one of this endpoint. */
    async retry(endpointId: number, deliveryId: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('webhook_deliveries')
        .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), locked_until: null })
        .where('id', '=', deliveryId)
        .where('endpoint_id', '=', endpointId)
        .where('status', '=', 'failed')
        .where('body', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async deliveryExists(endpointId: number, deliveryId: number): Promise<boolean> {
      return (await db.selectFrom('webhook_deliveries').select('id').where('id', '=', deliveryId).where('endpoint_id', '=', endpointId).executeTakeFirst()) !== undefined;
    },
  };
}
