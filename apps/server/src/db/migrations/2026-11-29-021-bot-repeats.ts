import type { Kysely } from 'kysely';
import { timestampType } from './dialect';

// Frozen in effect (docs/decisions/002-database-and-dialects.md).
//
// The bot check holds a lead form's content sent again from the same client as suspected spam
// (docs/decisions/029-bot-protection.md). Each accepted submission leaves a keyed fingerprint of its client
// and content until it expires; the fingerprint reveals neither without the server's key.
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable('bot_check_seen')
    .addColumn('fingerprint', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bot_check_seen_expires_at').on('bot_check_seen').column('expires_at').execute();
}
