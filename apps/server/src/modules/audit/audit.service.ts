import type { AuditAction } from '@tarang/shared/admin-security';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';

/** Who did something: an admin (id and e-mail at the time) or the operator's command line. */
export interface AuditActor {
  adminId: number | null;
  actor: string;
}

export const CLI_ACTOR: AuditActor = { adminId: null, actor: 'cli' };

export interface AuditEntry {
  who: AuditActor;
  action: AuditAction;
  outcome?: 'ok' | 'refused';
  /** The client's address (request.ip), or null from the CLI. */
  ip: string | null;
  /** Filters, row counts, the other admin's e-mail: never a password, token, code or secret. */
  detail?: Record<string, unknown>;
}

/**
 * The audit trail's one way in (docs/decisions/027-admin-security.md). Append-only: the application has
 * no update or delete, and the database refuses them (migration 005).
 */
export function createAuditService(db: Kysely<Database>, clock: Clock) {
  return {
    async record(entry: AuditEntry, into: Kysely<Database> = db): Promise<void> {
      await into
        .insertInto('audit_log')
        .values({
          created_at: clock.now().toISOString(),
          admin_id: entry.who.adminId,
          actor: entry.who.actor,
          action: entry.action,
          outcome: entry.outcome ?? 'ok',
          ip: entry.ip,
          detail: entry.detail ? JSON.stringify(entry.detail) : null,
        })
        .execute();
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
