import { type Kysely, sql } from 'kysely';
import { isPostgres, timestampType } from './dialect';

// Frozen: never edit a migration that has shipped; add a new one instead.
//
// Invisible bot protection on the public forms (docs/decisions/029-bot-protection.md).
// A lead that fails the check is kept, flagged as suspected spam with the reason, and never mailed.
// The per-day tallies of migration 004 must keep counts O(days) and exclude spam: a spam row is
// tallied under '<table>:spam' instead of '<table>', so both views count from the tally, and
// restoring a lead (spam 1 -> 0) moves its tally from one key to the other in the same transaction.

const leadTables = ['contact_requests', 'demo_requests'] as const;
const SHARDS = 8;

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
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bot_check_used_expires_at').on('bot_check_used').column('expires_at').execute();

  if (pg) {
    await sql`
      create function lead_day_count_spam() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update lead_day_counts set n = n - 1
            where table_name = tg_table_name || case when old.spam = 1 then ':spam' else '' end
              and day = to_char(old.created_at at time zone 'UTC', 'YYYY-MM-DD') and shard = old.id % ${sql.lit(SHARDS)};
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into lead_day_counts (table_name, day, shard, n)
            values (tg_table_name || case when new.spam = 1 then ':spam' else '' end,
              to_char(new.created_at at time zone 'UTC', 'YYYY-MM-DD'), new.id % ${sql.lit(SHARDS)}, 1)
            on conflict (table_name, day, shard) do update set n = lead_day_counts.n + 1;
        end if;
        return null;
      end $$`.execute(db);
  }

  for (const table of leadTables) {
    const t = sql.raw(table);
    if (pg) {
      await sql`drop trigger ${sql.raw(`${table}_day_count`)} on ${t}`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_day_count`)} after insert or delete or update of created_at, id, spam on ${t}
        for each row execute function lead_day_count_spam()`.execute(db);
    } else {
      const name = (row: 'new' | 'old') => sql.raw(`'${table}' || case when ${row}.spam = 1 then ':spam' else '' end`);
      const day = (row: 'new' | 'old') => sql.raw(`substr(${row}.created_at, 1, 10)`);
      const shard = (row: 'new' | 'old') => sql.raw(`${row}.id % ${SHARDS}`);
      const increment = sql`insert into lead_day_counts (table_name, day, shard, n) values (${name('new')}, ${day('new')}, ${shard('new')}, 1)
          on conflict (table_name, day, shard) do update set n = n + 1;`;
      const decrement = sql`update lead_day_counts set n = n - 1 where table_name = ${name('old')} and day = ${day('old')} and shard = ${shard('old')};`;
      for (const op of ['insert', 'delete', 'update']) await sql`drop trigger ${sql.raw(`${table}_day_count_${op}`)}`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_day_count_insert`)} after insert on ${t} begin ${increment} end`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_day_count_delete`)} after delete on ${t} begin ${decrement} end`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_day_count_update`)} after update of created_at, id, spam on ${t} begin ${decrement} ${increment} end`.execute(db);
    }
  }
}
