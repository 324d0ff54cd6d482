import { type Kysely, sql } from 'kysely';
import { auditLogUpdateRule } from './audit-trail';
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
  if (!isPostgres(db)) await sql`drop trigger audit_log_no_update`.execute(db);
  await auditLogUpdateRule(db, detailKept('new', 'old'));
}
