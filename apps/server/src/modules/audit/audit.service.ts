import type { AuditAction, AuditQuery } from '@tarang/shared/admin-security';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { csvLine } from '../admin/csv';
import { csvPages, type CursorCodec, processCursorCodec } from '../admin/paging';
import { type AuditFilter, createAuditRepository } from './audit.repository';

/** Who did something: an admin (id and e-mail at the time) or the operator's command line. */
export interface AuditActor {
  adminId: number | null;
  actor: string;
}

export const CLI_ACTOR: AuditActor = { adminId: null, actor: 'cli' };
/** A visitor who unlocked the site with the licence key: no admin, but an operator's setting changed. */
export const LICENCE_KEY_ACTOR: AuditActor = {
  adminId: null,
  actor: 'licence key',
};

/** The audit export's columns (CLI `audit export`). */
const AUDIT_CSV_HEADER = ['at', 'actor', 'action', 'outcome', 'ip', 'detail'] as const;

interface AuditEntry {
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
/**
 * `cursors` signs the Audit view's page cursors with the key every instance shares; the CLI, which
 * pages nothing, leaves it to a key of its own.
 */
export function createAuditService(db: Kysely<Database>, clock: Clock, cursors: CursorCodec = processCursorCodec()) {
  const repo = createAuditRepository(db);
  return {
    async record(entry: AuditEntry, into: Kysely<Database> = db): Promise<void> {
      await createAuditRepository(into).append({
        created_at: clock.now().toISOString(),
        admin_id: entry.who.adminId,
        actor: entry.who.actor,
        action: entry.action,
        outcome: entry.outcome ?? 'ok',
        ip: entry.ip,
        detail: entry.detail ? JSON.stringify(entry.detail) : null,
      });
    },

    /** One page of the trail, newest first, plus the total matching the filter (the cursor does not change it). */
    async page(query: AuditQuery) {
      const after = cursors.after(query.cursor);
      const filter: AuditFilter = { from: query.from, to: query.to, actor: query.actor, action: query.action };
      const [total, page] = await Promise.all([repo.count(filter), repo.page(filter, query.limit, after)]);
      return { total, rows: page.rows, nextCursor: page.next && cursors.encode(page.next) };
    },

    /**
     * The matching trail as CSV lines (formula-safe cells), newest first like the lead exports, read in
     * batches so the memory held stays bounded however long the trail. `done` is told the rows read and
     * whether the export finished.
     */
    async *exportCsv(filter: AuditFilter, done?: (rows: number, complete: boolean) => Promise<void> | void): AsyncGenerator<string> {
      yield csvLine([...AUDIT_CSV_HEADER]);
      yield* csvPages(
        (limit, after) => repo.page(filter, limit, after),
        (r) => csvLine([r.at, r.actor, r.action, r.outcome, r.ip, r.detail && JSON.stringify(r.detail)]),
        done,
      );
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
