import type { Kysely } from 'kysely';
import type { Database, SessionRole } from '../../db/database';

export interface ActiveSession {
  id: number;
  role: SessionRole;
  subjectId: number;
}

export function createSessionsRepository(db: Kysely<Database>) {
  return {
    async create(tokenHash: string, role: SessionRole, subjectId: number, now: Date, expiresAt: Date): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          token_hash: tokenHash,
          role,
          subject_id: subjectId,
          created_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
        })
        .execute();
    },

    async findActive(tokenHash: string, now: Date): Promise<ActiveSession | undefined> {
      const row = await db
        .selectFrom('sessions')
        .select(['id', 'role', 'subject_id'])
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return row && { id: row.id, role: row.role, subjectId: row.subject_id };
    },

    /** Returns true when a live session was revoked. */
    async revoke(tokenHash: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: now.toISOString() })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
