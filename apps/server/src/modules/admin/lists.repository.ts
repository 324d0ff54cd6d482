import type { SubscriberRecord, UserRecord } from '@tarang/shared/admin';
import type { ContactRecord } from '@tarang/shared/contact';
import type { DemoRecord } from '@tarang/shared/demo';
import { LEAD_OWNER_UNASSIGNED, type LeadStatus, type LeadWorkFields } from '@tarang/shared/leads';
import { tableNames, type TableKind } from '@tarang/shared/tables';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { toIsoString } from '../../db/connect';
import type { Database } from '../../db/database';
import { type Cursor, likePattern, storedInstant } from './paging';

/** The four tables the dashboard lists, with what `q` searches and how a row is shown. */
export const listTables = {
  users: { table: tableNames.users, search: ['name', 'email'] },
  contacts: { table: tableNames.contacts, search: ['name', 'email', 'contact', 'question'] },
  demos: { table: tableNames.demos, search: ['name', 'email', 'contact', 'businessname', 'lookingfor', 'message'] },
  subscribers: { table: tableNames.subscribers, search: ['email'] },
} as const satisfies Record<TableKind, { table: string; search: readonly string[] }>;

export type ListName = TableKind;

/** Every row's attribution: the filter columns, and the whole record (JSON) that only exports read. */
interface Attributed {
  utmSource: string | null;
  utmCampaign: string | null;
  attribution: string | null;
}
type Worked = LeadWorkFields & Attributed & { statusReason: string | null };

interface ListRows {
  users: UserRecord & Attributed;
  contacts: ContactRecord & Worked;
  demos: DemoRecord & Worked;
  subscribers: SubscriberRecord & Attributed;
}

export interface ListFilter {
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  /** Lead tables only: the suspected spam instead of the leads (docs/decisions/029-bot-protection.md). */
  spam?: boolean | undefined;
  /** Lead tables only: a status, and an owner's admin id or 'unassigned' (docs/decisions/032-lead-pipeline-and-attribution.md). */
  status?: LeadStatus | undefined;
  owner?: number | typeof LEAD_OWNER_UNASSIGNED | undefined;
  /** Every table: the first visit's utm_source and utm_campaign, exactly. */
  source?: string | undefined;
  campaign?: string | undefined;
}

/**
 * The lead filters a list applies, in the order of lead_filter_days' `dims` (migration 013), each with
 * its tallied value: status and owner only on the lead tables, owner as the admin id or 'unassigned'.
 */
function leadFilters(name: ListName, filter: ListFilter): [dim: string, value: string][] {
  const out: [string, string][] = [];
  if (hasSpam(name) && filter.status) out.push(['status', filter.status]);
  if (hasSpam(name) && filter.owner !== undefined) out.push(['owner', String(filter.owner)]);
  if (filter.source) out.push(['source', filter.source]);
  if (filter.campaign) out.push(['campaign', filter.campaign]);
  return out;
}

/** The tables that keep suspected spam apart from their leads. */
const hasSpam = (name: ListName) => name === 'contacts' || name === 'demos';

type Row = Record<string, unknown> & { id: number; created_at: Date | string };

/** The lead fields the lists answer (status, owner, source, campaign), and for exports the whole attribution. */
const workFields = (row: Row) => ({
  status: row.status,
  ownerId: row.owner_admin_id === null || row.owner_admin_id === undefined ? null : Number(row.owner_admin_id),
  utmSource: row.utm_source ?? null,
  utmCampaign: row.utm_campaign ?? null,
  statusReason: row.status_reason ?? null,
  attribution: row.attribution ?? null,
});
const attributionFields = (row: Row) => ({ utmSource: row.utm_source ?? null, utmCampaign: row.utm_campaign ?? null, attribution: row.attribution ?? null });

const iso = (v: unknown) => (v === null || v === undefined ? null : toIsoString(v as Date | string));

/** Maps a row to the API's shape: camelCase dates, never a password hash or token hash. */
function toRecord<N extends ListName>(name: N, row: Row): ListRows[N] {
  switch (name) {
    case 'users':
      return { id: row.id, name: row.name, email: row.email, createdAt: iso(row.created_at), ...attributionFields(row) } as unknown as ListRows[N];
    case 'subscribers':
      return { id: row.id, email: row.email, status: row.status, createdAt: iso(row.created_at), confirmedAt: iso(row.confirmed_at), ...attributionFields(row) } as unknown as ListRows[N];
    case 'contacts':
      return { id: row.id, name: row.name, email: row.email, contact: row.contact, question: row.question, createdAt: iso(row.created_at), ...workFields(row) } as unknown as ListRows[N];
    default: {
      const { created_at, status: _s, status_reason: _r, owner_admin_id: _o, utm_source: _us, utm_campaign: _uc, attribution: _a, ...rest } = row;
      return { ...rest, createdAt: iso(created_at), ...workFields(row) } as unknown as ListRows[N];
    }
  }
}

const attributionColumns = ['utm_source', 'utm_campaign', 'attribution'];
const workColumns = ['status', 'status_reason', 'owner_admin_id', ...attributionColumns];
const columnsOf: Record<ListName, string[]> = {
  users: ['id', 'name', 'email', 'created_at', ...attributionColumns],
  contacts: ['id', 'name', 'email', 'contact', 'question', 'created_at', ...workColumns],
  demos: ['id', 'name', 'email', 'contact', 'businessname', 'jobfunction', 'lookingfor', 'message', 'created_at', ...workColumns],
  subscribers: ['id', 'email', 'status', 'created_at', 'confirmed_at', ...attributionColumns],
};

/** Midnight UTC of the day of `at`, moved by `addDays` (not Date.UTC: it reads years 0-99 as 19xx). */
function startOfUtcDay(at: Date, addDays: number): Date {
  const d = new Date(at.getTime());
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + addDays);
  return d;
}

const isMidnight = (at: Date) => at.getTime() === startOfUtcDay(at, 0).getTime();
const utcDay = (midnight: Date) => midnight.toISOString().slice(0, 10);

export function createListsRepository(db: Kysely<Database>) {
  // Kysely cannot type a table chosen at run time; the names come from listTables only.
  const anyDb = db as unknown as Kysely<Record<string, Row>>;

  function filtered(name: ListName, filter: ListFilter) {
    const { table, search } = listTables[name];
    let query = anyDb.selectFrom(table);
    if (hasSpam(name)) {
      query = query.where('spam', '=', filter.spam ? 1 : 0);
      if (filter.status) query = query.where('status', '=', filter.status);
      if (filter.owner === LEAD_OWNER_UNASSIGNED) query = query.where('owner_admin_id', 'is', null);
      else if (filter.owner !== undefined) query = query.where('owner_admin_id', '=', filter.owner);
    }
    if (filter.source) query = query.where('utm_source', '=', filter.source);
    if (filter.campaign) query = query.where('utm_campaign', '=', filter.campaign);
    // Instants are compared in the stored form: ISO-8601 UTC text (SQLite) or timestamptz.
    if (filter.from) query = query.where('created_at', '>=', storedInstant(filter.from));
    if (filter.to) query = query.where('created_at', '<', storedInstant(filter.to));
    if (filter.q) {
      const pattern = likePattern(filter.q);
      query = query.where((eb: ExpressionBuilder<Record<string, Row>, string>) =>
        eb.or(search.map((col) => eb(sql`lower(${sql.ref(col)})`, 'like', sql`${pattern} escape '\\'`))),
      );
    }
    return query;
  }

  /** Exact count(*) of the rows matching a filter: an index range scan, linear in the rows counted. */
  async function scanCount(name: ListName, filter: ListFilter): Promise<number> {
    const row = await filtered(name, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    /**
     * The rows matching the filter (X-Total-Count). Without a search, whole UTC days inside the range
     * come from lead_day_counts (kept by triggers, migration 004) and only the partial days at the two
     * ends are counted row by row, so a count over a million rows costs O(days)
     * (docs/decisions/012-benchmarks.md). One statement: one snapshot on both dialects. Suspected
     * spam is tallied under '<table>:spam' (migration 007), so either view counts from the tally.
     * One lead filter or two come from lead_filter_days (migration 013) the same way; a search, or three
     * filters or more, is counted from its index range (migration 009), linear in the rows it matches.
     */
    async count(name: ListName, filter: ListFilter): Promise<number> {
      const narrowing = leadFilters(name, filter);
      if (filter.q || narrowing.length > 2) return scanCount(name, filter);
      const from = filter.from === undefined ? undefined : new Date(storedInstant(filter.from));
      const to = filter.to === undefined ? undefined : new Date(storedInstant(filter.to));
      // Whole UTC days: from the first midnight at or after `from` to the last midnight at or before `to`.
      const firstWholeDay = from && (isMidnight(from) ? from : startOfUtcDay(from, 1));
      const endWholeDays = to && startOfUtcDay(to, 0);
      // A range inside two days has no whole day worth summing: count it directly.
      if (firstWholeDay && endWholeDays && firstWholeDay >= endWholeDays) return scanCount(name, filter);

      const { table } = listTables[name];
      const tally = hasSpam(name) && filter.spam ? `${table}:spam` : table;
      const [first, second] = narrowing;
      const where = [sql`table_name = ${tally}`];
      if (first) where.push(sql`dims = ${narrowing.map(([dim]) => dim).join('+')}`, sql`v1 = ${first[1]}`, sql`v2 = ${second ? second[1] : ''}`);
      if (firstWholeDay) where.push(sql`day >= ${utcDay(firstWholeDay)}`);
      if (endWholeDays) where.push(sql`day < ${utcDay(endWholeDays)}`);
      const days = sql<number | string | null>`(select sum(n) from ${sql.table(first ? 'lead_filter_days' : 'lead_day_counts')} where ${sql.join(where, sql` and `)})`;
      const edge = (lower: Date, upper: Date) =>
        filtered(name, { ...filter, from: undefined, to: undefined })
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('created_at', '>=', lower.toISOString())
          .where('created_at', '<', upper.toISOString());
      const row = await db
        .selectNoFrom(() => [
          days.as('days'),
          (from && firstWholeDay && from < firstWholeDay ? edge(from, firstWholeDay) : sql<number>`0`).as('head'),
          (to && endWholeDays && endWholeDays < to ? edge(endWholeDays, to) : sql<number>`0`).as('tail'),
        ])
        .executeTakeFirstOrThrow();
      return Number(row.days ?? 0) + Number(row.head) + Number(row.tail);
    },

    /** Every admin's e-mail by id (exports name a lead's owner). */
    async adminEmails(): Promise<Map<number, string>> {
      const rows = await db.selectFrom('admins').select(['id', 'email']).execute();
      return new Map(rows.map((r) => [r.id, r.email]));
    },

    /** One page, newest first, after the cursor; fetches limit + 1 to know whether more follow. */
    async page<N extends ListName>(name: N, filter: ListFilter, limit: number, after?: Cursor): Promise<{ rows: ListRows[N][]; next?: Cursor }> {
      let query = filtered(name, filter).select(columnsOf[name] as never[]);
      if (after) {
        query = query.where((eb: ExpressionBuilder<Record<string, Row>, string>) =>
          eb.or([eb('created_at', '<', storedInstant(after.createdAt)), eb.and([eb('created_at', '=', storedInstant(after.createdAt)), eb('id', '<', after.id)])]),
        );
      }
      const rows = (await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute()) as Row[];
      const more = rows.length > limit;
      const pageRows = rows.slice(0, limit);
      const last = pageRows[pageRows.length - 1];
      return {
        rows: pageRows.map((r) => toRecord(name, r)),
        ...(more && last ? { next: { createdAt: toIsoString(last.created_at), id: Number(last.id) } } : {}),
      };
    },
  };
}

export type ListsRepository = ReturnType<typeof createListsRepository>;
