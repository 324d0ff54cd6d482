import type { AuditAction, AuditRecord } from '@tarang/shared/admin-security';
import { type ExpressionBuilder, type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { toIsoString } from '../../db/connect';
import type { AuditLogTable, Database } from '../../db/database';
import { type Cursor, likePattern, storedInstant } from '../admin/paging';

export interface AuditFilter {
  /** Instants; `to` is exclusive, like the lists (product §13). */
  from?: string | undefined;
  to?: string | undefined;
  /** Any part of the admin's e-mail or 'cli', in any letter case. */
  actor?: string | undefined;
  action?: AuditAction | undefined;
}

type AuditRow = Selectable<AuditLogTable>;

/** A stored detail is a JSON object written by record(); anything else reads as no detail. */
function parseDetail(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function toRecord(row: AuditRow): AuditRecord {
  return {
    id: Number(row.id),
    at: toIsoString(row.created_at),
    adminId: row.admin_id === null ? null : Number(row.admin_id),
    actor: row.actor,
    action: row.action,
    outcome: row.outcome,
    ip: row.ip,
    detail: parseDetail(row.detail),
  };
}

/** A row of the trail as AuditService.record writes it; the database sets the id. */
export type NewAuditRow = Omit<Insertable<AuditLogTable>, 'id'>;

/**
 * The audit trail: its reads and its one write, append (append-only, migration 005). Given a transaction,
 * the entry commits with the change it records.
 */
export function createAuditRepository(db: Kysely<Database>) {
  function filtered(filter: AuditFilter) {
    let query = db.selectFrom('audit_log');
    // Instants are compared in the stored form: ISO-8601 UTC text (SQLite) or timestamptz.
    if (filter.from) query = query.where('created_at', '>=', storedInstant(filter.from));
    if (filter.to) query = query.where('created_at', '<', storedInstant(filter.to));
    if (filter.actor) query = query.where(sql<string>`lower(actor)`, 'like', sql<string>`${likePattern(filter.actor)} escape '\\'`);
    if (filter.action) query = query.where('action', '=', filter.action);
    return query;
  }

  return {
    async append(row: NewAuditRow): Promise<void> {
      await db.insertInto('audit_log').values(row).execute();
    },

    async count(filter: AuditFilter): Promise<number> {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** One page, newest first, after the cursor (keyset over created_at desc, id desc); fetches limit + 1 to know whether more follow. */
    async page(filter: AuditFilter, limit: number, after?: Cursor): Promise<{ rows: AuditRecord[]; next?: Cursor }> {
      let query = filtered(filter).selectAll();
      if (after) {
        const at = storedInstant(after.createdAt);
        query = query.where((eb: ExpressionBuilder<Database, 'audit_log'>) =>
          eb.or([eb('created_at', '<', at), eb.and([eb('created_at', '=', at), eb('id', '<', after.id)])]),
        );
      }
      const rows = await query
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
      const more = rows.length > limit;
      const pageRows = rows.slice(0, limit).map(toRecord);
      const last = pageRows[pageRows.length - 1];
      return {
        rows: pageRows,
        ...(more && last ? { next: { createdAt: last.at, id: last.id } } : {}),
      };
    },
  };
}
