import { type Kysely, type RawBuilder, sql } from 'kysely';
import { toIsoString } from '../../db/connect';
import type { Database } from '../../db/database';
import { storedInstant } from '../admin/paging';
import { isPostgres } from '../../db/migrations/dialect';

export interface TemplateRow {
  templateId: string;
  entityId: string;
  senderId: string;
  category: string;
  name: string | null;
  body: string;
  variables: number;
  isDefault: boolean;
  createdAt: string;
}

export interface MessageRow {
  id: number;
  messageId: string;
  requestId: number | null;
  to: string;
  senderId: string;
  templateId: string;
  encoding: string;
  segments: number;
  outcome: string;
  errorCode: string | null;
  submittedAt: string;
}

/** What one account uses of test mode in a UTC day (TEST_DAILY_QUOTA). */
export interface TestUsage {
  requests: number;
  messages: number;
  calls: number;
  bytes: number;
}
const usageKeys = ['requests', 'messages', 'calls', 'bytes'] as const;

/** How SMS Analytics groups messages. */
export type AnalyticsGroup = 'day' | 'operator' | 'status' | 'sender' | 'template';

/** One group of SMS Analytics, counted in the database. */
export interface AnalyticsRow {
  group: string;
  messages: number;
  segments: number;
  delivered: number;
  rejected: number;
  /** Delivered after the usual report time (the others, the delayed magic number's, after the long one). */
  deliveredOnTime: number;
}

export interface CallRow {
  id: number;
  callId: string;
  broadcastId: string;
  number: string;
  callerId: string;
  outcome: string;
  dtmfWait: boolean;
  createdAt: string;
}

export interface RequestRow {
  id: number;
  call: string;
  method: string;
  path: string;
  params: string;
  statusCode: number;
  answer: string;
  createdAt: string;
}

/** The SQL of test mode (docs/decisions/034-test-mode.md); plain objects out. */
export function createTestModeRepository(db: Kysely<Database>) {
  const templateOf = (r: {
    template_id: string;
    entity_id: string;
    sender_id: string;
    category: string;
    name: string | null;
    body: string;
    variables: number;
    is_default: number;
    created_at: Date | string;
  }): TemplateRow => ({
    templateId: r.template_id,
    entityId: r.entity_id,
    senderId: r.sender_id,
    category: r.category,
    name: r.name,
    body: r.body,
    variables: Number(r.variables),
    isDefault: Number(r.is_default) === 1,
    createdAt: toIsoString(r.created_at),
  });

  return {
    async activeKey(userId: number) {
      const row = await db
        .selectFrom('test_keys')
        .select(['id', 'key_prefix', 'created_at'])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row && { id: row.id, prefix: row.key_prefix, createdAt: toIsoString(row.created_at) };
    },

    /** Revokes the visitor's live keys and stores the new one, in one transaction. */
    async replaceKey(userId: number, hash: string, prefix: string, now: Date): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('test_keys').set({ revoked_at: now.toISOString() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
        await tx.insertInto('test_keys').values({ user_id: userId, key_hash: hash, key_prefix: prefix, created_at: now.toISOString() }).execute();
      });
    },

    async revokeKeys(userId: number, now: Date): Promise<boolean> {
      const result = await db.updateTable('test_keys').set({ revoked_at: now.toISOString() }).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async keyOwner(hash: string) {
      const row = await db
        .selectFrom('test_keys')
        .innerJoin('users', 'users.id', 'test_keys.user_id')
        .select(['test_keys.id as keyId', 'test_keys.user_id as userId', 'test_keys.key_prefix as prefix', 'users.email as email'])
        .where('test_keys.key_hash', '=', hash)
        .where('test_keys.revoked_at', 'is', null)
        .executeTakeFirst();
      return row;
    },

    async email(userId: number): Promise<string | null> {
      const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
      return row?.email ?? null;
    },

    async entity(userId: number): Promise<string | null> {
      const row = await db.selectFrom('test_dlt_entities').select('entity_id').where('user_id', '=', userId).executeTakeFirst();
      return row?.entity_id ?? null;
    },

    async senders(userId: number): Promise<string[]> {
      const rows = await db.selectFrom('test_senders').select('sender_id').where('user_id', '=', userId).orderBy('sender_id').execute();
      return rows.map((r) => r.sender_id);
    },

    /** Sets the entity and exactly these Sender IDs. */
    async saveDlt(userId: number, entityId: string, senders: string[], now: Date): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const at = now.toISOString();
        const updated = await tx.updateTable('test_dlt_entities').set({ entity_id: entityId, updated_at: at }).where('user_id', '=', userId).executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) await tx.insertInto('test_dlt_entities').values({ user_id: userId, entity_id: entityId, updated_at: at }).execute();
        await tx.deleteFrom('test_senders').where('user_id', '=', userId).execute();
        if (senders.length > 0) await tx.insertInto('test_senders').values(senders.map((s) => ({ user_id: userId, sender_id: s, created_at: at }))).execute();
      });
    },

    async templates(userId: number): Promise<TemplateRow[]> {
      const rows = await db.selectFrom('test_templates').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(200).execute();
      return rows.map(templateOf);
    },

    async template(userId: number, templateId: string): Promise<TemplateRow | undefined> {
      const row = await db.selectFrom('test_templates').selectAll().where('user_id', '=', userId).where('template_id', '=', templateId).executeTakeFirst();
      return row && templateOf(row);
    },

    async defaultTemplate(userId: number, senderId: string): Promise<TemplateRow | undefined> {
      const row = await db
        .selectFrom('test_templates')
        .selectAll()
        .where('user_id', '=', userId)
        .where('sender_id', '=', senderId)
        .where('is_default', '=', 1)
        .executeTakeFirst();
      return row && templateOf(row);
    },

    /**
     * Adds or replaces a template (the same templateid registered again replaces the text), and registers its
     * Sender ID if the visitor had not: one transaction, so a refused or failed write leaves neither.
     */
    async saveTemplate(userId: number, t: Omit<TemplateRow, 'isDefault' | 'createdAt'>, now: Date): Promise<void> {
      const values = {
        entity_id: t.entityId,
        sender_id: t.senderId,
        category: t.category,
        name: t.name,
        body: t.body,
        variables: t.variables,
      };
      await db.transaction().execute(async (tx) => {
        const known = await tx.selectFrom('test_senders').select('id').where('user_id', '=', userId).where('sender_id', '=', t.senderId).executeTakeFirst();
        if (!known) await tx.insertInto('test_senders').values({ user_id: userId, sender_id: t.senderId, created_at: now.toISOString() }).execute();
        const updated = await tx.updateTable('test_templates').set(values).where('user_id', '=', userId).where('template_id', '=', t.templateId).executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) {
          await tx.insertInto('test_templates').values({ ...values, user_id: userId, template_id: t.templateId, is_default: 0, created_at: now.toISOString() }).execute();
        }
      });
    },

    async markDefault(userId: number, templateId: string, senderId: string): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('test_templates').set({ is_default: 0 }).where('user_id', '=', userId).where('sender_id', '=', senderId).execute();
        await tx.updateTable('test_templates').set({ is_default: 1 }).where('user_id', '=', userId).where('template_id', '=', templateId).execute();
      });
    },

    /**
     * What the console's checklist reads of test mode (docs/decisions/048-developer-console.md), in one
     * statement: a live key, a Sender ID, a template, a test message, and a message whose report reads
     * DELIVERED by now (reports are computed from the acceptance time, like SMS Logs: a delivered number's
     * after `reportedBy`, the delayed number's after `delayedReportedBy`).
     */
    async progress(userId: number, q: { reportedBy: Date; delayedReportedBy: Date }) {
      const row = await db
        .selectNoFrom((eb) => [
          eb.exists(eb.selectFrom('test_keys').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null)).as('key'),
          eb.exists(eb.selectFrom('test_senders').select('id').where('user_id', '=', userId)).as('sender'),
          eb.exists(eb.selectFrom('test_templates').select('id').where('user_id', '=', userId)).as('template'),
          eb.exists(eb.selectFrom('test_messages').select('id').where('user_id', '=', userId)).as('sent'),
          eb
            .exists(
              eb
                .selectFrom('test_messages')
                .select('id')
                .where('user_id', '=', userId)
                .where((m) =>
                  m.or([
                    m.and([m('outcome', '=', 'DELIVERED'), m('submitted_at', '<=', storedInstant(q.reportedBy.toISOString()))]),
                    m.and([m('outcome', '=', 'DELAYED'), m('submitted_at', '<=', storedInstant(q.delayedReportedBy.toISOString()))]),
                  ]),
                ),
            )
            .as('delivered'),
        ])
        .executeTakeFirstOrThrow();
      // SQLite answers 1 or 0, PostgreSQL true or false.
      const yes = (value: unknown) => value === true || Number(value) === 1;
      return { key: yes(row.key), sender: yes(row.sender), template: yes(row.template), sent: yes(row.sent), delivered: yes(row.delivered) };
    },

    /**
     * Raises the visitor's use of a UTC day by `add`, only if each counter named in `within` stays at or
     * under its figure there after the rise: one statement, so parallel requests cannot pass the quota
     * together. False, with nothing raised, when one would not.
     */
    async useQuota(userId: number, day: string, add: Partial<TestUsage>, within: Partial<TestUsage>, expiresAt: Date): Promise<boolean> {
      await db
        .insertInto('test_usage')
        .values({ user_id: userId, day, requests: 0, messages: 0, calls: 0, bytes: 0, expires_at: expiresAt.toISOString() })
        .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
        .execute();
      let update = db
        .updateTable('test_usage')
        .set((eb) => Object.fromEntries(usageKeys.filter((k) => add[k]).map((k) => [k, eb(k, '+', add[k]!)])))
        .where('user_id', '=', userId)
        .where('day', '=', day);
      for (const k of usageKeys) {
        const limit = within[k];
        if (limit !== undefined) update = update.where((eb) => eb(eb(k, '+', add[k] ?? 0), '<=', limit));
      }
      return Number((await update.executeTakeFirst()).numUpdatedRows) === 1;
    },

    /** The visitor's use of a UTC day (zero before the first request). */
    async usage(userId: number, day: string): Promise<TestUsage> {
      const row = await db.selectFrom('test_usage').select(usageKeys).where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
      return { requests: Number(row?.requests ?? 0), messages: Number(row?.messages ?? 0), calls: Number(row?.calls ?? 0), bytes: Number(row?.bytes ?? 0) };
    },

    /**
     * SMS Analytics over messages submitted in [start, end), counted by the database. A message's status
     * depends on the time of reading (the reports are computed, not stored): ACCEPTED until `acceptedUntil`
     * after submission, then REJECTED or DELIVERED, and SUBMITTED until `delayedUntil` for the delayed one.
     * Groups come newest first.
     */
    async analytics(userId: number, q: { start: Date; end: Date; groupBy: AnalyticsGroup; acceptedSince: Date; delayedSince: Date }): Promise<AnalyticsRow[]> {
      const status = sql<string>`case when submitted_at > ${storedInstant(q.acceptedSince.toISOString())} then 'ACCEPTED' when outcome = 'REJECTED' then 'REJECTED' when outcome = 'DELAYED' and submitted_at > ${storedInstant(q.delayedSince.toISOString())} then 'SUBMITTED' else 'DELIVERED' end`;
      const day = isPostgres(db) ? sql<string>`to_char(submitted_at at time zone 'UTC', 'YYYY-MM-DD')` : sql<string>`substr(submitted_at, 1, 10)`;
      const key = { day, operator: sql<string>`'Test'`, status, sender: sql<string>`sender_id`, template: sql<string>`template_id` }[q.groupBy];
      const messages = db
        .selectFrom('test_messages')
        .select([key.as('grp'), status.as('status'), 'outcome', 'segments', 'id'])
        .where('user_id', '=', userId)
        .where('submitted_at', '>=', storedInstant(q.start.toISOString()))
        .where('submitted_at', '<', storedInstant(q.end.toISOString()))
        .as('m');
      const count = (condition: RawBuilder<boolean>) => sql<number | string>`sum(case when ${condition} then 1 else 0 end)`;
      const rows = await db
        .selectFrom(messages)
        .select((eb) => [
          'grp',
          eb.fn.countAll<number | string>().as('messages'),
          eb.fn.sum<number | string>('segments').as('segments'),
          count(sql<boolean>`status = 'DELIVERED'`).as('delivered'),
          count(sql<boolean>`status = 'REJECTED'`).as('rejected'),
          count(sql<boolean>`status = 'DELIVERED' and outcome <> 'DELAYED'`).as('on_time'),
          eb.fn.max('id').as('newest'),
        ])
        .groupBy('grp')
        .orderBy('newest', 'desc')
        .execute();
      return rows.map((r) => ({
        group: String(r.grp),
        messages: Number(r.messages),
        segments: Number(r.segments),
        delivered: Number(r.delivered),
        rejected: Number(r.rejected),
        deliveredOnTime: Number(r.on_time),
      }));
    },

    async logRequest(r: { userId: number; keyId: number; call: string; method: string; path: string; params: string; statusCode: number; answer: string; now: Date }): Promise<number> {
      const row = await db
        .insertInto('test_requests')
        .values({
          user_id: r.userId,
          key_id: r.keyId,
          call: r.call,
          method: r.method,
          path: r.path,
          params: r.params,
          status_code: r.statusCode,
          answer: r.answer,
          created_at: r.now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async setMessagesRequest(messageIds: string[], requestId: number): Promise<void> {
      if (messageIds.length === 0) return;
      await db.updateTable('test_messages').set({ request_id: requestId }).where('message_id', 'in', messageIds).execute();
    },

    async requests(userId: number, limit: number): Promise<RequestRow[]> {
      const rows = await db.selectFrom('test_requests').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute();
      return rows.map((r) => ({
        id: r.id,
        call: r.call,
        method: r.method,
        path: r.path,
        params: r.params,
        statusCode: Number(r.status_code),
        answer: r.answer,
        createdAt: toIsoString(r.created_at),
      }));
    },

    async insertMessages(userId: number, rows: Omit<MessageRow, 'id' | 'requestId'>[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('test_messages')
        .values(
          rows.map((m) => ({
            user_id: userId,
            message_id: m.messageId,
            to_number: m.to,
            sender_id: m.senderId,
            template_id: m.templateId,
            encoding: m.encoding,
            segments: m.segments,
            outcome: m.outcome,
            error_code: m.errorCode,
            submitted_at: m.submittedAt,
          })),
        )
        .execute();
    },

    /** Messages submitted in [start, end), newest first, at most `cap`. */
    async messages(userId: number, q: { start: Date; end: Date; to?: string; beforeId?: number; requestIds?: number[]; cap: number }): Promise<MessageRow[]> {
      let query = db
        .selectFrom('test_messages')
        .selectAll()
        .where('user_id', '=', userId)
        .where('submitted_at', '>=', storedInstant(q.start.toISOString()))
        .where('submitted_at', '<', storedInstant(q.end.toISOString()));
      if (q.to) query = query.where('to_number', '=', q.to);
      if (q.beforeId !== undefined) query = query.where('id', '<', q.beforeId);
      if (q.requestIds) query = query.where('request_id', 'in', q.requestIds.length > 0 ? q.requestIds : [-1]);
      const rows = await query.orderBy('id', 'desc').limit(q.cap).execute();
      return rows.map((r) => ({
        id: r.id,
        messageId: r.message_id,
        requestId: r.request_id,
        to: r.to_number,
        senderId: r.sender_id,
        templateId: r.template_id,
        encoding: r.encoding,
        segments: Number(r.segments),
        outcome: r.outcome,
        errorCode: r.error_code,
        submittedAt: toIsoString(r.submitted_at),
      }));
    },

    /** A broadcast's calls, up to 5,000: in one transaction, 500 rows a statement (SQLite takes at most 32,766 parameters in one). */
    async insertCalls(userId: number, rows: Omit<CallRow, 'id'>[]): Promise<void> {
      if (rows.length === 0) return;
      await db.transaction().execute(async (tx) => {
        for (let i = 0; i < rows.length; i += 500) await insertCallRows(tx, userId, rows.slice(i, i + 500));
      });
    },
    async calls(userId: number, q: { start: Date; end: Date; broadcastId?: string; beforeId?: number; cap: number }): Promise<CallRow[]> {
      let query = db
        .selectFrom('test_calls')
        .selectAll()
        .where('user_id', '=', userId)
        .where('created_at', '>=', storedInstant(q.start.toISOString()))
        .where('created_at', '<', storedInstant(q.end.toISOString()));
      if (q.broadcastId) query = query.where('broadcast_id', '=', q.broadcastId);
      if (q.beforeId !== undefined) query = query.where('id', '<', q.beforeId);
      const rows = await query.orderBy('id', 'desc').limit(q.cap).execute();
      return rows.map((r) => ({
        id: r.id,
        callId: r.call_id,
        broadcastId: r.broadcast_id,
        number: r.number,
        callerId: r.caller_id,
        outcome: r.outcome,
        dtmfWait: Number(r.dtmf_wait) === 1,
        createdAt: toIsoString(r.created_at),
      }));
    },
  };
}

async function insertCallRows(db: Kysely<Database>, userId: number, rows: Omit<CallRow, 'id'>[]): Promise<void> {
  await db
    .insertInto('test_calls')
    .values(
      rows.map((c) => ({
        user_id: userId,
        call_id: c.callId,
        broadcast_id: c.broadcastId,
        number: c.number,
        caller_id: c.callerId,
        outcome: c.outcome,
        dtmf_wait: c.dtmfWait ? 1 : 0,
        created_at: c.createdAt,
      })),
    )
    .execute();
}

export type TestModeRepository = ReturnType<typeof createTestModeRepository>;
