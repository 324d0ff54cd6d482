import { type Kysely, sql } from 'kysely';
import { idColumn, isPostgres, timestampType } from './dialect';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
//
// Working a lead and first-party attribution (docs/decisions/032-lead-pipeline-and-attribution.md).
// - Each lead has a status (checked by the database), the reason an Unqualified lead was given, an
//   owner (an admin) and when it last changed.
// - lead_events is each lead's history and holds its notes. The application only appends to it; the
//   database does not refuse deletes, because erasing a person's data must remove their lead's notes too.
// - Leads, sign-ups and subscriptions record where they came from: the whole record as JSON text, and
//   the first visit's utm_source and utm_campaign in their own columns, indexed, so the lists filter
//   on them within the 1,000,000-row budget (docs/decisions/012-benchmarks.md).
// - admins.leads_seen_at: the admin's previous dashboard visit, for "new since your last visit".

const leadTables = ['contact_requests', 'demo_requests'] as const;
const attributedTables = [...leadTables, 'users', 'subscribers'] as const;
const statuses = ['new', 'contacted', 'qualified', 'unqualified', 'won', 'lost'];

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);

  for (const table of leadTables) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new').check(sql`status in (${sql.join(statuses.map((s) => sql.lit(s)))})`))
      .execute();
    await db.schema.alterTable(table).addColumn('status_reason', 'text').execute();
    await db.schema.alterTable(table).addColumn('owner_admin_id', 'integer', (c) => c.references('admins.id')).execute();
    await db.schema.alterTable(table).addColumn('updated_at', ts).execute();
  }
  for (const table of attributedTables) {
    await db.schema.alterTable(table).addColumn('attribution', 'text').execute();
    await db.schema.alterTable(table).addColumn('utm_source', 'text').execute();
    await db.schema.alterTable(table).addColumn('utm_campaign', 'text').execute();
  }
  // Each filter with the date range and keyset paging reads one index range, newest first, in both
  // the leads and the spam view (the lead tables' lists always name `spam`).
  for (const table of leadTables) {
    for (const column of ['status', 'owner_admin_id', 'utm_source', 'utm_campaign']) {
      await db.schema.createIndex(`${table}_spam_${column}_created_at_id`).on(table).columns(['spam', column, 'created_at desc', 'id desc']).execute();
    }
  }
  for (const table of ['users', 'subscribers']) {
    for (const column of ['utm_source', 'utm_campaign']) {
      await db.schema.createIndex(`${table}_${column}_created_at_id`).on(table).columns([column, 'created_at desc', 'id desc']).execute();
    }
  }

  await db.schema.alterTable('admins').addColumn('leads_seen_at', ts).execute();

  await db.schema
    .createTable('lead_events')
    .addColumn('id', idColumn(db), (c) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('lead_table', 'text', (c) => c.notNull().check(sql`lead_table in ('contacts', 'demos')`))
    .addColumn('lead_id', 'integer', (c) => c.notNull())
    .addColumn('at', ts, (c) => c.notNull())
    .addColumn('admin_id', 'integer', (c) => c.references('admins.id'))
    .addColumn('actor', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .addColumn('text', 'text')
    .execute();
  await db.schema.createIndex('lead_events_lead').on('lead_events').columns(['lead_table', 'lead_id', 'id']).execute();
}
