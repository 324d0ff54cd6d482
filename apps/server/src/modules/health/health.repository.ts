import type { MailQueue } from '@tarang/shared/health';
import { type Kysely, sql } from 'kysely';
import { toIsoString } from '../../db/connect';
import type { Database } from '../../db/database';

export function createHealthRepository(db: Kysely<Database>) {
  return {
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },

    /** One grouped query over the (status, next_attempt_at) index: cheap enough for every health check. */
    async mailQueue(now: Date): Promise<MailQueue> {
      const rows = await db
        .selectFrom('outbox')
        .select((eb) => ['status', eb.fn.countAll<number | string>().as('n'), eb.fn.min('created_at').as('oldest')])
        .where('status', 'in', ['pending', 'failed'])
        .groupBy('status')
        .execute();
      const pending = rows.find((r) => r.status === 'pending');
      const failed = rows.find((r) => r.status === 'failed');
      const oldest = pending?.oldest ? new Date(toIsoString(pending.oldest)).getTime() : undefined;
      return {
        pending: Number(pending?.n ?? 0),
        failed: Number(failed?.n ?? 0),
        oldestPendingSeconds: oldest === undefined ? 0 : Math.max(0, Math.floor((now.getTime() - oldest) / 1000)),
      };
    },
  };
}

