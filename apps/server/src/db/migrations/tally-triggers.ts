import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect';

// The trigger builders the tally migrations share (004, 007, 012, 013, 014). Frozen like the migrations
// and dialect.ts (docs/decisions/002-database-and-dialects.md): they depend only on Kysely, and once
// shipped a builder never changes the SQL it writes; a migration that needs other SQL gets a new builder.
//
// A tally trigger keeps counts in the row's own transaction: it takes the old row off its tallies
// (`decrements`, on delete and update) and adds the new one (`increments`, on insert and update).
// Each statement ends with ';'.

interface TallyTrigger {
  /** The trigger's name; on PostgreSQL its function's too, on SQLite the prefix of its three triggers. */
  name: string;
  table: string;
  /** The columns an update must touch for the tallies to move. */
  watch: string[];
  decrements: string[];
  increments: string[];
}

/** PostgreSQL: a trigger function that runs `decrements` and `increments` as the row's operation asks. */
export async function createTallyFunction(db: Kysely<any>, name: string, decrements: string[], increments: string[]): Promise<void> {
  await sql
    .raw(
      `create function ${name}() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then ${decrements.join('\n')} end if;
        if tg_op in ('INSERT', 'UPDATE') then ${increments.join('\n')} end if;
        return null;
      end $$`,
    )
    .execute(db);
}

/** PostgreSQL: runs the trigger function `fn` after each insert or delete, and each update of a watched column. */
export async function createTallyTrigger(db: Kysely<any>, name: string, table: string, watch: string[], fn: string): Promise<void> {
  await sql.raw(`create trigger ${name} after insert or delete or update of ${watch.join(', ')} on ${table} for each row execute function ${fn}()`).execute(db);
}

/** SQLite, which has no trigger functions: one trigger per operation, `<name>_insert`, `<name>_delete`, `<name>_update`. */
export async function createSqliteTallyTriggers(db: Kysely<any>, { name, table, watch, decrements, increments }: TallyTrigger): Promise<void> {
  await sql.raw(`create trigger ${name}_insert after insert on ${table} begin ${increments.join('\n')} end`).execute(db);
  await sql.raw(`create trigger ${name}_delete after delete on ${table} begin ${decrements.join('\n')} end`).execute(db);
  await sql.raw(`create trigger ${name}_update after update of ${watch.join(', ')} on ${table} begin ${decrements.join('\n')} ${increments.join('\n')} end`).execute(db);
}

/** A table's own tally trigger on either dialect: on PostgreSQL a function and a trigger, both called `name`. */
export async function createTallyTriggers(db: Kysely<any>, trigger: TallyTrigger): Promise<void> {
  if (isPostgres(db)) {
    await createTallyFunction(db, trigger.name, trigger.decrements, trigger.increments);
    await createTallyTrigger(db, trigger.name, trigger.table, trigger.watch, trigger.name);
  } else {
    await createSqliteTallyTriggers(db, trigger);
  }
}

/** lead_day_counts (migration 004) spreads each day's count over this many rows, by id. */
export const DAY_COUNT_SHARDS = 8;

/**
 * The two statements that move a row out of and into lead_day_counts: its UTC day of created_at, its
 * shard, and the tally named by `key` (SQL, given the row alias 'old' or 'new').
 */
export function dayCountStatements(pg: boolean, key: (row: 'old' | 'new') => string): { decrement: string; increment: string } {
  // created_at is ISO-8601 UTC text on SQLite (docs/decisions/002): its first 10 characters are the UTC day.
  const day = (row: 'old' | 'new') => (pg ? `to_char(${row}.created_at at time zone 'UTC', 'YYYY-MM-DD')` : `substr(${row}.created_at, 1, 10)`);
  const shard = (row: 'old' | 'new') => `${row}.id % ${DAY_COUNT_SHARDS}`;
  return {
    decrement: `update lead_day_counts set n = n - 1 where table_name = ${key('old')} and day = ${day('old')} and shard = ${shard('old')};`,
    // SQLite's upsert needs the alias-free target name in `do update`.
    increment: `insert into lead_day_counts (table_name, day, shard, n) values (${key('new')}, ${day('new')}, ${shard('new')}, 1)
      on conflict (table_name, day, shard) do update set n = ${pg ? 'lead_day_counts.' : ''}n + 1;`,
  };
}
