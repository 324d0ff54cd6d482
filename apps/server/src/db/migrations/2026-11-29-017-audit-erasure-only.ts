import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
//
// The audit trail's one rewrite is erasure's (docs/decisions/031-privacy-retention-erasure.md), and the
// database now allows nothing else. Migration 008 let an update set any detail; now an entry's detail may
// change only by swapping an erased address for '[erased]': the erasure writes each address, as it appears,
// into audit_erasure_terms inside its transaction (and removes it before commit), and an update must
// leave the detail equal once '[erased]' and that address are read as one. The actor may become only
// 'erased person' and the address only empty, as before; what happened, when and its outcome never change.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_erasure_terms')
    .addColumn('term', 'text', (c) => c.primaryKey().check(sql`term like '%_@_%'`))
    .execute();
  const detailKept = (newRow: string, oldRow: string) =>
    `(${newRow}.detail is not distinct from ${oldRow}.detail or exists (select 1 from audit_erasure_terms t
      where replace(${newRow}.detail, '[erased]', t.term) = replace(${oldRow}.detail, '[erased]', t.term)))`;
  if (isPostgres(db)) {
    await sql`${sql.raw(`create or replace function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          if old.created_at < now() - interval '365 days' then return old; end if;
        elsif new.id = old.id and new.created_at = old.created_at and new.admin_id is not distinct from old.admin_id
          and new.action = old.action and new.outcome = old.outcome
          and (new.actor = old.actor or new.actor = 'erased person')
          and (new.ip is not distinct from old.ip or new.ip is null)
          and ${detailKept('new', 'old')} then
          return new;
        end if;
        raise exception 'audit_log is append-only';
      end $$`)}`.execute(db);
  } else {
    await sql`drop trigger audit_log_no_update`.execute(db);
    // SQLite spells "is not distinct from" as "is".
    await sql`${sql.raw(`create trigger audit_log_no_update before update on audit_log
      when new.id is not old.id or new.created_at is not old.created_at or new.admin_id is not old.admin_id
        or new.action is not old.action or new.outcome is not old.outcome
        or (new.actor is not old.actor and new.actor is not 'erased person')
        or (new.ip is not old.ip and new.ip is not null)
        or not ${detailKept('new', 'old').replace('is not distinct from', 'is')}
      begin select raise(abort, 'audit_log is append-only'); end`)}`.execute(db);
  }
}
