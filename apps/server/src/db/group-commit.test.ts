import { beforeEach, describe, expect, test } from 'vitest';
import { sqliteDatabase, testDatabases } from '../test/databases';
import { useMigratedDatabase } from '../test/migrated-database';
import { connectDatabase } from './connect';
import { enqueueMail } from '../mail/outbox';
import { groupCommit } from './group-commit';

const question = (n: number) => ({ name: `Writer ${n}`, email: `w${n}@example.com`, contact: '+919876543210', question: `Question number ${n}` });

describe.each(testDatabases())('group commit on $name', (database) => {
  const fresh = useMigratedDatabase(database);
  beforeEach(async () => {
    await fresh.handle.db.deleteFrom('contact_requests').execute();
    await fresh.handle.db.deleteFrom('outbox').execute();
  });

  const names = async () =>
    (await fresh.handle.db.selectFrom('contact_requests').select('name').orderBy('name').execute()).map((r) => r.name);

  const mails = async () =>
    (await fresh.handle.db.selectFrom('outbox').select('subject').orderBy('subject').execute()).map((r) => r.subject);

  /** A lead and its mail, as the lead routes write them, so a unit that fails half-way shows whether it is undone as a whole. */
  const unit = (n: number, fail = false) =>
    groupCommit(fresh.handle.db, async (trx) => {
      const now = new Date();
      const row = await trx.insertInto('contact_requests').values({ ...question(n), created_at: now.toISOString() }).returning('id').executeTakeFirstOrThrow();
      await enqueueMail(trx, { kind: 'contact-question', to: 'support@tarang.example.com', subject: `Mail ${n}`, text: 'A question.', headers: {} }, now);
      if (fail) throw new Error(`unit ${n} refused`);
      return Number(row.id);
    });

  test('concurrent units each get their own answer and all of their writes are stored', async () => {
    const ids = await Promise.all(Array.from({ length: 150 }, (_, i) => unit(i)));
    expect(new Set(ids).size).toBe(150);
    expect(await names()).toHaveLength(150);
    expect(await mails()).toHaveLength(150);
  });

  test('a unit that fails is undone alone: the others in the same batch are kept', async () => {
    const outcomes = await Promise.allSettled([unit(1), unit(2, true), unit(3), unit(4, true), unit(5)]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error('unit 2 refused'));
    expect(await names()).toEqual(['Writer 1', 'Writer 3', 'Writer 5']);
    expect(await mails()).toEqual(['Mail 1', 'Mail 3', 'Mail 5']);
  });

  test('a unit answers only once its write is committed: a fresh connection sees it', async () => {
    await unit(7);
    const other = connectDatabase(fresh.options);
    try {
      const rows = await other.db.selectFrom('contact_requests').select('name').where('name', '=', 'Writer 7').execute();
      expect(rows).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('group commit on sqlite, under a stream of requests', () => {
  const database = sqliteDatabase();
  const fresh = useMigratedDatabase(database);

  const insert = (n: number) =>
    groupCommit(fresh.handle.db, (trx) =>
      trx.insertInto('contact_requests').values({ ...question(n), created_at: new Date().toISOString() }).execute(),
    );

  test('a unit that arrives one event-loop turn after another joins its commit instead of waiting for the next', async () => {
    const first = insert(1);
    let second: Promise<unknown> | undefined;
    setImmediate(() => (second = insert(2)));
    await first;
    // Committed together: when the first answers, the second is already durable too.
    const other = connectDatabase(fresh.options);
    try {
      const rows = await other.db.selectFrom('contact_requests').select('name').orderBy('name').execute();
      expect(rows.map((r) => r.name)).toEqual(['Writer 1', 'Writer 2']);
    } finally {
      await other.close();
    }
    await second;
  });
});
