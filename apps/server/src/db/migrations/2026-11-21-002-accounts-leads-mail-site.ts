import { type Kysely, sql } from 'kysely';
import { namedValues, requiredText } from './columns';
import { idColumn, isPostgres, timestampType } from './dialect';

// Frozen in effect (docs/decisions/002-database-and-dialects.md): once shipped, what this migration does to a
// database never changes; a further change to the schema is a new migration.
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const id = idColumn(db);
  const pk = (c: any) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement());

  // Visitors (product §3 "User") and administrators: separate tables, so a visitor can never become an admin.
  for (const table of ['users', 'admins']) {
    await db.schema
      .createTable(table)
      .addColumn('id', id, pk)
      .addColumn('name', 'text', (c) => (table === 'users' ? c.notNull() : c))
      .$call(requiredText('email', 'password_hash'))
      .addColumn('created_at', ts, (c) => c.notNull())
      .execute();
    // E-mails compare case-insensitively: one account per lower-cased address.
    await db.schema.createIndex(`${table}_email_lower`).on(table).unique().expression(sql`lower(email)`).execute();
    await db.schema.createIndex(`${table}_created_at_id`).on(table).columns(['created_at desc', 'id desc']).execute();
  }

  // Opaque bearer tokens, stored only as a SHA-256 hash (product §12).
  await db.schema
    .createTable('sessions')
    .addColumn('id', id, pk)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('revoked_at', ts)
    .execute();

  await db.schema
    .createTable('demo_requests')
    .addColumn('id', id, pk)
    .$call(requiredText('name', 'email', 'contact', 'businessname', 'jobfunction', 'lookingfor', 'message'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('demo_requests_created_at_id').on('demo_requests').columns(['created_at desc', 'id desc']).execute();

  await db.schema
    .createTable('subscribers')
    .addColumn('id', id, pk)
    .$call(requiredText('email', 'status'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('confirmed_at', ts)
    .addColumn('unsubscribed_at', ts)
    .execute();
  await db.schema.createIndex('subscribers_email_lower').on('subscribers').unique().expression(sql`lower(email)`).execute();
  await db.schema.createIndex('subscribers_created_at_id').on('subscribers').columns(['created_at desc', 'id desc']).execute();

  // Mail outbox: a lead's row and its e-mail are committed together; a worker delivers later.
  await db.schema
    .createTable('outbox')
    .addColumn('id', id, pk)
    .$call(requiredText('kind', 'to_address', 'subject', 'text_body', 'status'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', ts, (c) => c.notNull())
    .addColumn('locked_until', ts)
    .addColumn('last_error', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('sent_at', ts)
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();

  // Operator-controlled site state (licence lock, payment flag, licence key hash).
  await db.schema
    .createTable('site_settings')
    .$call(namedValues('key', ts))
    .execute();
}
