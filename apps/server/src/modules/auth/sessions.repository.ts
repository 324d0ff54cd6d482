import type { Kysely } from 'kysely';
import { toIsoString } from '../../db/connect';
import type { Database, SessionRole, SessionStage } from '../../db/database';

export interface ActiveSession {
  id: number;
  role: SessionRole;
  subjectId: number;
  /** Admin sessions: 'password' or 'enrol' until the second factor is done (visitors: always 'full'). */
  stage: SessionStage;
  createdAt: string;
  lastSeenAt: string | null;
}

export interface SessionOrigin {
  ip: string | null;
  userAgent: string | null;
}

interface LiveSessionRow {
  id: number;
  createdAt: string;
  lastSeenAt: string | null;
  ip: string | null;
  userAgent: string | null;
}

export function createSessionsRepository(db: Kysely<Database>) {
  /** An account's sessions that are neither revoked nor expired, newest first (at most 200). */
  async function listLive(role: SessionRole, subjectId: number, now: Date): Promise<LiveSessionRow[]> {
    const rows = await db
      .selectFrom('sessions')
      .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
      .where('role', '=', role)
      .where('subject_id', '=', subjectId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      createdAt: toIsoString(r.created_at),
      lastSeenAt: r.last_seen_at === null ? null : toIsoString(r.last_seen_at),
      ip: r.ip,
      userAgent: r.user_agent,
    }));
  }

  return {
    async create(
      tokenHash: string,
      role: SessionRole,
      subjectId: number,
      now: Date,
      expiresAt: Date,
      extra: { stage?: SessionStage } & Partial<SessionOrigin> = {},
    ): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          token_hash: tokenHash,
          role,
          subject_id: subjectId,
          created_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
          stage: extra.stage ?? 'full',
          ip: extra.ip ?? null,
          user_agent: extra.userAgent ?? null,
        })
        .execute();
    },

    async findActive(tokenHash: string, now: Date): Promise<ActiveSession | undefined> {
      const row = await db
        .selectFrom('sessions')
        .select(['id', 'role', 'subject_id', 'stage', 'created_at', 'last_seen_at'])
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          role: row.role,
          subjectId: row.subject_id,
          stage: row.stage,
          createdAt: toIsoString(row.created_at),
          lastSeenAt: row.last_seen_at === null ? null : toIsoString(row.last_seen_at),
        }
      );
    },

    async setStage(id: number, stage: SessionStage): Promise<void> {
      await db.updateTable('sessions').set({ stage }).where('id', '=', id).execute();
    },

    async touch(id: number, now: Date): Promise<void> {
      await db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', id).execute();
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

    /** Ends every session of one account (but `exceptId`); returns how many were live. */
    async revokeAll(role: SessionRole, subjectId: number, now: Date, exceptId?: number, into: Kysely<Database> = db): Promise<number> {
      let q = into
        .updateTable('sessions')
        .set({ revoked_at: now.toISOString() })
        .where('role', '=', role)
        .where('subject_id', '=', subjectId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now.toISOString());
      if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
      const result = await q.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    listLive,

    /** An admin's sessions that are neither revoked, expired nor idle past `idleSince`, newest first. */
    async listLiveAdmin(subjectId: number, now: Date, idleSince: Date): Promise<LiveSessionRow[]> {
      const rows = await listLive('admin', subjectId, now);
      return rows.filter((r) => new Date(r.lastSeenAt ?? r.createdAt).getTime() >= idleSince.getTime());
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
