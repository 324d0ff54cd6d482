import type { Kysely } from 'kysely';
import { timestampType } from './dialect';

// Frozen in effect (docs/decisions/002-database-and-dialects.md).
//
// A webhook endpoint's signing secret can be replaced while the receiver still checks the old one
// (docs/decisions/033-webhooks.md): until `previous_secret_until`, every delivery is signed with both.
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema.alterTable('webhook_endpoints').addColumn('previous_secret', 'text').execute();
  await db.schema.alterTable('webhook_endpoints').addColumn('previous_secret_until', ts).execute();
}
