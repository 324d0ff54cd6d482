import { createHmac, randomBytes } from 'node:crypto';
import { type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { createPrivacyRepository } from './privacy.repository';

/**
 * The suppression list (docs/decisions/031-privacy-retention-erasure.md): an erased address is kept only
 * as HMAC-SHA256(key, lower-cased address), so it can be recognised (and never mailed again) but not read
 * back. The key is made on first use and kept in the database, so every instance shares it
 * (docs/decisions/009-scale-out.md), and backups and migrate-data carry it with the hashes.
 */

type Executor = Kysely<Database> | Transaction<Database>;

async function suppressionKey(db: Executor, now: Date): Promise<string> {
  const repo = createPrivacyRepository(db);
  const found = await repo.suppressionKey();
  if (found !== undefined) return found;
  await repo.offerSuppressionKey(randomBytes(32).toString('base64url'), now.toISOString());
  // Another instance may have won the race: everyone reads the one stored.
  const stored = await repo.suppressionKey();
  if (stored === undefined) throw new Error('the suppression key was not stored');
  return stored;
}

async function suppressionHash(db: Executor, email: string, now: Date = new Date()): Promise<string> {
  return createHmac('sha256', await suppressionKey(db, now))
    .update(email.trim().toLowerCase())
    .digest('hex');
}

/** Whether the address was erased (any letter case). */
export async function isSuppressed(db: Executor, email: string): Promise<boolean> {
  const repo = createPrivacyRepository(db);
  const key = await repo.suppressionKey();
  // No key yet: nobody was ever erased.
  if (key === undefined) return false;
  return repo.isSuppressed(createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex'));
}

/** Adds the address to the list; answers its hash (what the audit trail records instead of the address). */
export async function suppress(db: Executor, email: string, now: Date): Promise<string> {
  const hash = await suppressionHash(db, email, now);
  await createPrivacyRepository(db).addSuppression(hash, now.toISOString());
  return hash;
}

/** Takes the address off the list, at its owner's request (a new positive action); false when it was not on it. */
export async function unsuppress(db: Executor, email: string, now: Date): Promise<boolean> {
  return createPrivacyRepository(db).removeSuppression(await suppressionHash(db, email, now));
}
