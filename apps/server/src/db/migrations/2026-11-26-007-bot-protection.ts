import { type Kysely, sql } from 'kysely';
import { required } from './columns';
import { isPostgres, timestampType } from './dialect';
import { createSqliteTallyTriggers, createTallyFunction, createTallyTrigger, dayCountStatements } from './tally-triggers';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
//
// Invisible bot protection on the public forms (docs/decisions/029-bot-protection.md).
// A lead that fails the check is kept, flagged as suspected spam with the reason, and never mailed.
// The per-day tallies of migration 004 must keep counts O(days) and exclude spam: a spam row is
// tallied under '<table>:spam' instead of '<table>', so both views count from the tally, and
// restoring a lead (spam 1 -> 0) moves its tally from one key to the other in the same transaction.

const leadTables = ['contact_requests', 'demo_requests'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ts = timestampType(db);

  for (const table of leadTables) {
    // 0 or 1 on both dialects, so the triggers and queries read it the same way.
    await db.schema.alterTable(table).addColumn('spam', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable(table).addColumn('spam_reason', 'text').execute();
    // Each view (leads, spam) pages newest first without walking the other's rows.
    await db.schema.createIndex(`${table}_spam_created_at_id`).on(table).columns(['spam', 'created_at desc', 'id desc']).execute();
  }

  // The HMAC key that signs challenges: one row, made on first use so every instance shares it
  // (docs/decisions/009-scale-out.md). BOT_CHECK_KEY overrides it.
  await db.schema
    .createTable('bot_check_key')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('hmac_key', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  // Solved challenges already accepted, kept until they expire: a solution is accepted once.
  await db.schema
    .createTable('bot_check_used')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .$call(required(ts, 'expires_at', 'used_at'))
    .execute();
  await db.schema.createIndex('bot_check_used_expires_at').on('bot_check_used').column('expires_at').execute();

  // A spam row is tallied under '<table>:spam'; `table` is the SQL of the table's name.
  const tallyKey = (table: string) => (row: 'old' | 'new') => `${table} || case when ${row}.spam = 1 then ':spam' else '' end`;
  const watch = ['created_at', 'id', 'spam'];
  if (pg) {
    const { decrement, increment } = dayCountStatements(pg, tallyKey('tg_table_name'));
    await createTallyFunction(db, 'lead_day_count_spam', [decrement], [increment]);
  }

  for (const table of leadTables) {
    if (pg) {
      await sql`drop trigger ${sql.raw(`${table}_day_count`)} on ${sql.raw(table)}`.execute(db);
      await createTallyTrigger(db, `${table}_day_count`, table, watch, 'lead_day_count_spam');
    } else {
      const { decrement, increment } = dayCountStatements(pg, tallyKey(`'${table}'`));
      for (const op of ['insert', 'delete', 'update']) await sql`drop trigger ${sql.raw(`${table}_day_count_${op}`)}`.execute(db);
      await createSqliteTallyTriggers(db, { name: `${table}_day_count`, table, watch, decrements: [decrement], increments: [increment] });
    }
  }
}
