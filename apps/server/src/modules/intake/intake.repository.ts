import type { IntakeKey } from '@tarang/shared/intake';
import type { Kysely, Selectable } from 'kysely';
import { toIsoString } from '../../db/connect';
import type { Database, IntakeKeysTable } from '../../db/database';

const toKey = (row: Omit<Selectable<IntakeKeysTable>, 'key_hash'>): IntakeKey => ({
  id: Number(row.id),
  name: row.name,
  prefix: row.key_prefix,
  createdAt: toIsoString(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : toIsoString(row.last_used_at),
  revokedAt: row.revoked_at === null ? null : toIsoString(row.revoked_at),
});

/** Every column but the hash: no answer ever carries it. */
const keyColumns = ['id', 'name', 'key_prefix', 'created_at', 'last_used_at', 'revoked_at'] as const;

/** The SQL behind lead intake keys (docs/decisions/041-lead-intake-keys.md), for the routes and the CLI. */
export function createIntakeRepository(db: Kysely<Database>) {
  return {
    /** Newest first, revoked keys too. */
    async list(): Promise<IntakeKey[]> {
      return (await db.selectFrom('intake_keys').select(keyColumns).orderBy('id', 'desc').execute()).map(toKey);
    },

    async find(id: number): Promise<IntakeKey | undefined> {
      const row = await db.selectFrom('intake_keys').select(keyColumns).where('id', '=', id).executeTakeFirst();
      return row && toKey(row);
    },

    /** The live key of that name, if any. */
    async liveNamed(name: string): Promise<IntakeKey | undefined> {
      const row = await db.selectFrom('intake_keys').select(keyColumns).where('name', '=', name).where('revoked_at', 'is', null).executeTakeFirst();
      return row && toKey(row);
    },

    /** The key behind a presented key's hash: one probe of the unique index, so no comparison of secrets runs here. */
    async byHash(hash: string): Promise<IntakeKey | undefined> {
      const row = await db.selectFrom('intake_keys').select(keyColumns).where('key_hash', '=', hash).executeTakeFirst();
      return row && toKey(row);
    },

    /** Undefined when a live key already has the name (the partial unique index decides, race or not). */
    async insert(key: { name: string; hash: string; prefix: string }, now: Date): Promise<IntakeKey | undefined> {
      try {
        const row = await db
          .insertInto('intake_keys')
          .values({ name: key.name, key_hash: key.hash, key_prefix: key.prefix, created_at: now.toISOString() })
          .returning(keyColumns)
          .executeTakeFirstOrThrow();
        return toKey(row);
      } catch (err) {
        if ((await this.liveNamed(key.name)) !== undefined) return undefined;
        throw err;
      }
    },

    /** The key as revoked; undefined when it was revoked already or does not exist. */
    async revoke(id: number, now: Date): Promise<IntakeKey | undefined> {
      const row = await db.updateTable('intake_keys').set({ revoked_at: now.toISOString() }).where('id', '=', id).where('revoked_at', 'is', null).returning(keyColumns).executeTakeFirst();
      return row && toKey(row);
    },

    async touch(id: number, now: Date): Promise<void> {
      await db.updateTable('intake_keys').set({ last_used_at: now.toISOString() }).where('id', '=', id).execute();
    },
  };
}

export type IntakeRepository = ReturnType<typeof createIntakeRepository>;
