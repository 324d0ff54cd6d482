import { describe, expect, test } from 'vitest';
import { testDatabases } from '../test/databases';
import { useMigratedDatabase } from '../test/migrated-database';
import { insertRow } from './insert-row';

describe.each(testDatabases())('insertRow on $name', (database) => {
  const fresh = useMigratedDatabase(database);

  const question = (n: number) => ({
    name: `Asker ${n}`,
    email: `asker${n}@example.com`,
    contact: '+919876543210',
    question: `Question number ${n}, about pricing`,
    created_at: new Date(Date.UTC(2026, 10, n)).toISOString(),
  });

  test('rows of the same shape reuse one statement, and each is stored with its own values and id', async () => {
    const ids: number[] = [];
    for (let n = 1; n <= 3; n++) ids.push((await insertRow(fresh.handle.db, 'contact_requests', question(n), ['id'])).id);
    expect(new Set(ids).size).toBe(3);
    const rows = await fresh.handle.db.selectFrom('contact_requests').select(['id', 'name', 'email', 'question']).where('id', 'in', ids).orderBy('id').execute();
    expect(rows.map((r) => [r.id, r.name, r.email, r.question])).toEqual(
      [1, 2, 3].map((n, i) => [ids[i], `Asker ${n}`, `asker${n}@example.com`, `Question number ${n}, about pricing`]),
    );
  });

  test('the same columns in another order, or other returned columns, still land in the right places', async () => {
    const { email, name, question: text, contact, created_at } = question(4);
    const row = await insertRow(fresh.handle.db, 'contact_requests', { question: text, created_at, contact, email, name }, ['id', 'name', 'email']);
    expect(row).toMatchObject({ name: 'Asker 4', email: 'asker4@example.com' });
    const stored = await fresh.handle.db.selectFrom('contact_requests').select(['question', 'contact']).where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ question: 'Question number 4, about pricing', contact: '+919876543210' });
  });

  test('a column left undefined is left out, and a null is stored as null', async () => {
    const at = new Date().toISOString();
    const mail = { kind: 'contact-question', to_address: 'sales@example.com', subject: 'S', text_body: 'T', status: 'pending' as const, attempts: 0, next_attempt_at: at, created_at: at };
    const withNull = await insertRow(fresh.handle.db, 'outbox', { ...mail, headers: null }, ['id']);
    const withoutHeaders = await insertRow(fresh.handle.db, 'outbox', { ...mail, headers: undefined }, ['id']);
    const withHeaders = await insertRow(fresh.handle.db, 'outbox', { ...mail, headers: '{"Reply-To":"a@example.com"}' }, ['id']);
    const stored = await fresh.handle.db
      .selectFrom('outbox')
      .select(['id', 'headers'])
      .where('id', 'in', [withNull.id, withoutHeaders.id, withHeaders.id])
      .orderBy('id')
      .execute();
    expect(stored.map((r) => r.headers)).toEqual([null, null, '{"Reply-To":"a@example.com"}']);
  });
});
