import { type Kysely, sql } from 'kysely';
import { optional } from './columns';
import { idColumn, timestampType } from './dialect';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
//
// Lead intake keys (docs/decisions/041-lead-intake-keys.md): the company's other systems send leads with a
// key an admin made. Only the key's SHA-256 is kept (it is 256 random bits, so a fast hash is enough) and
// its first characters to tell keys apart. A revoked key keeps its row, so the list and the leads' source
// still name it. No personal data: the name is what an admin calls a system.

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable('intake_keys')
    .addColumn('id', idColumn(db), (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // A call is looked up by its key's hash: unique, so the lookup is one index probe.
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('key_prefix', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .$call(optional(ts, 'last_used_at', 'revoked_at'))
    .execute();
  // A name sets the leads' source and picks the key for `intake revoke --name`: one live key per name.
  await db.schema.createIndex('intake_keys_live_name').unique().on('intake_keys').column('name').where(sql.ref('revoked_at'), 'is', null).execute();
}
