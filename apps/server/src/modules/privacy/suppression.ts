import { createHmac, randomBytes } from 'node:crypto';
import { type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database';

/**
 * The suppression list (docs/decisions/031-privacy-retention-erasure.md): an erased address is kept only
 * as HMAC-SHA256(key, lower-cased address), so it can be recognised (and never mailed again) but not read
 * back. The key is made on first use and kept in the database, so every instance shares it
 * (docs/decisions/009-scale-out.md), and backups and migrate-data carry it with the hashes.
 */

type Executor = Kysely<Database> | Transaction<Database>;

async function suppressionKey(db: Executor, now: Date): Promise<string> {
  const found = await db.selectFrom('privacy_state').select('value').where('name', '=', 'hmac_key').executeTakeFirst();
  if (found) return found.value;
  await db
    .insertInto('privacy_state')
    .values({ name: 'hmac_key', value: randomBytes(32).toString('base64url'), updated_at: now.toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  // Another instance may have won the race: everyone reads the one stored.
  return (await db.selectFrom('privacy_state').select('value').where('name', '=', 'hmac_key').executeTakeFirstOrThrow()).value;
}

async function suppressionHash(db: Executor, email: string, now: Date = new Date()): Promise<string> {
  return createHmac('sha256', await suppressionKey(db, now))
    .update(email.trim().toLowerCase())
    .digest('hex');
}

/** Whether the address was erased (any letter case). */
export async function isSuppressed(db: Executor, email: string): Promise<boolean> {
  const key = await db.selectFrom('privacy_state').select('value').where('name', '=', 'hmac_key').executeTakeFirst();
  // No key yet: nobody was ever erased.
  if (!key) return false;
  const hash = createHmac('sha256', key.value).update(email.trim().toLowerCase()).digest('hex');
  return (await db.selectFrom('suppressions').select('hash').where('hash', '=', hash).executeTakeFirst()) !== undefined;
}

/** Adds the address to the list; answers its hash (what the audit trail records instead of the address). */
export async function suppress(db: Executor, email: string, now: Date): Promise<string> {
  const hash = await suppressionHash(db, email, now);
  await db.insertInto('suppressions').values({ hash, created_at: now.toISOString() }).onConflict((oc) => oc.doNothing()).execute();
  return hash;
}

/** Takes the address off the list, at its owner's request (a new positive action); false when it was not on it. */
export async function unsuppress(db: Executor, email: string, now: Date): Promise<boolean> {
  const hash = await suppressionHash(db, email, now);
  const result = await db.deleteFrom('suppressions').where('hash', '=', hash).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
