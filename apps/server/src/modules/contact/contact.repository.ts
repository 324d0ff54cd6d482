import type { ContactRecord, ContactRequest } from '@tarang/shared/contact';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { toIsoString } from '../../db/connect';

export function createContactRepository(db: Kysely<Database>) {
  return {
    async insert(input: ContactRequest, createdAt: Date): Promise<ContactRecord> {
      const row = await db
        .insertInto('contact_requests')
        .values({ ...input, created_at: createdAt.toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { ...input, id: row.id, createdAt: toIsoString(row.created_at) };
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
