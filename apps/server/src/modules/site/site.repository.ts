import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

type SettingKey = 'locked' | 'flag' | 'licence_key_hash';

export function createSiteRepository(db: Kysely<Database>) {
  return {
    async all(): Promise<Partial<Record<SettingKey, string>>> {
      const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },

    async set(key: SettingKey, value: string, now: Date): Promise<void> {
      await db
        .insertInto('site_settings')
        .values({ key, value, updated_at: now.toISOString() })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now.toISOString() }))
        .execute();
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
