import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect';

// The audit trail's update rule, as migrations 008 and 017 write it. Frozen like the migrations, dialect.ts
// and columns.ts (docs/decisions/002-database-and-dialects.md, 055-migration-kit.md): it depends only on
// Kysely, and once shipped it never changes the SQL it writes; db/schema.test.ts holds it to its fixture.

/**
 * The audit trail's rule (docs/decisions/031-privacy-retention-erasure.md): an entry is deleted only once a
 * year old, and an update may only set the actor to 'erased person' and the address to empty, and must
 * keep `alsoKept` (SQL of `new` and `old`, in PostgreSQL's words) true. On PostgreSQL it replaces the trigger
 * function; on SQLite it creates the update trigger, which the caller has dropped.
 */
export async function auditLogUpdateRule(db: Kysely<any>, alsoKept?: string): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(
        `create or replace function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          if old.created_at < now() - interval '365 days' then return old; end if;
        elsif new.id = old.id and new.created_at = old.created_at and new.admin_id is not distinct from old.admin_id
          and new.action = old.action and new.outcome = old.outcome
          and (new.actor = old.actor or new.actor = 'erased person')
          and (new.ip is not distinct from old.ip or new.ip is null)${alsoKept ? `\n          and ${alsoKept}` : ''} then
          return new;
        end if;
        raise exception 'audit_log is append-only';
      end $$`,
      )
      .execute(db);
    return;
  }
  // SQLite spells "is not distinct from" as "is".
  await sql
    .raw(
      `create trigger audit_log_no_update before update on audit_log
      when new.id is not old.id or new.created_at is not old.created_at or new.admin_id is not old.admin_id
        or new.action is not old.action or new.outcome is not old.outcome
        or (new.actor is not old.actor and new.actor is not 'erased person')
        or (new.ip is not old.ip and new.ip is not null)${alsoKept ? `\n        or not ${alsoKept.replace('is not distinct from', 'is')}` : ''}
      begin select raise(abort, 'audit_log is append-only'); end`,
    )
    .execute(db);
}
