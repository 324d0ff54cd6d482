import type { Insertable, Kysely, Selectable } from 'kysely';
import { toIsoString } from '../../db/connect';
import type { Database, TestCallbacksTable } from '../../db/database';
import { attemptState } from '../webhooks/webhooks.repository';
import type { RequestRow } from './test-mode.repository';

/** A callback as the inspector reads it, its times as ISO strings. */
export interface CallbackRow {
  id: number;
  event: string;
  url: string;
  body: string;
  status: TestCallbacksTable['status'];
  attempts: number;
  responseStatus: number | null;
  lastResult: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string;
  createdAt: string;
}
const toCallback = (r: Selectable<TestCallbacksTable>): CallbackRow => ({
  id: Number(r.id),
  event: r.event,
  url: r.url,
  body: r.body,
  ...attemptState(r),
  nextAttemptAt: toIsoString(r.next_attempt_at),
  createdAt: toIsoString(r.created_at),
});
export type NewCallback = Omit<Insertable<TestCallbacksTable>, 'id'>;


/**
 * The SQL behind test mode's delivery-report callbacks and request inspector
 * (docs/decisions/049-test-mode-callbacks.md): the visitor's callback URL, the callback queue the webhook
 * worker drains, and the inspector's pages. Every query of a visitor's rows names the visitor.
 */
export function createCallbacksRepository(db: Kysely<Database>) {
  return {
    async setting(userId: number): Promise<{ url: string; secret: string; updatedAt: string } | undefined> {
      const row = await db.selectFrom('test_callback_urls').select(['url', 'secret', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
      return row && { url: row.url, secret: row.secret, updatedAt: toIsoString(row.updated_at) };
    },

    /** Sets the URL, and the secret when given (a first URL); the secret of an earlier URL stays otherwise. */
    async saveSetting(userId: number, url: string, secret: string | undefined, now: Date): Promise<void> {
      const at = now.toISOString();
      if (secret === undefined) {
        await db.updateTable('test_callback_urls').set({ url, updated_at: at }).where('user_id', '=', userId).execute();
        return;
      }
      await db
        .insertInto('test_callback_urls')
        .values({ user_id: userId, url, secret, updated_at: at })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ url, secret, updated_at: at }))
        .execute();
    },

    /** Removes the URL and cancels what was still queued for it, together. */
    async clearSetting(userId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('test_callback_urls').where('user_id', '=', userId).execute();
        await trx.updateTable('test_callbacks').set({ status: 'cancelled', locked_until: null }).where('user_id', '=', userId).where('status', '=', 'pending').execute();
      });
    },

    async insert(callbacks: NewCallback[]): Promise<void> {
      if (callbacks.length > 0) await db.insertInto('test_callbacks').values(callbacks).execute();
    },

    /** Where the worker sends a visitor's callbacks; undefined once the visitor removed the URL. */
    async target(userId: number): Promise<{ url: string; secret: string } | undefined> {
      return db.selectFrom('test_callback_urls').select(['url', 'secret']).where('user_id', '=', userId).executeTakeFirst();
    },

    /** The visitor's callbacks with ids below `beforeId`, newest first. */
    async callbacks(userId: number, beforeId: number | undefined, limit: number): Promise<CallbackRow[]> {
      let query = db.selectFrom('test_callbacks').selectAll().where('user_id', '=', userId);
      if (beforeId !== undefined) query = query.where('id', '<', beforeId);
      return (await query.orderBy('id', 'desc').limit(limit).execute()).map(toCallback);
    },

    /** The visitor's logged test requests with ids below `beforeId`, newest first. */
    async requests(userId: number, beforeId: number | undefined, limit: number): Promise<RequestRow[]> {
      let query = db.selectFrom('test_requests').select(['id', 'call', 'method', 'path', 'params', 'status_code', 'answer', 'created_at']).where('user_id', '=', userId);
      if (beforeId !== undefined) query = query.where('id', '<', beforeId);
      const rows = await query.orderBy('id', 'desc').limit(limit).execute();
      return rows.map((r) => ({ id: r.id, call: r.call, method: r.method, path: r.path, params: r.params, statusCode: Number(r.status_code), answer: r.answer, createdAt: toIsoString(r.created_at) }));
    },

    /**
     * Puts one of the visitor's callbacks back in the queue, due now, to `url` with a fresh count; false
     * when the visitor has no such callback.
     */
    async resend(userId: number, id: number, url: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('test_callbacks')
        .set({ status: 'pending', attempts: 0, url, next_attempt_at: now.toISOString(), locked_until: null })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type CallbacksRepository = ReturnType<typeof createCallbacksRepository>;
