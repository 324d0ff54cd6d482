import { intakeExamples, intakeMessages, intakePaths } from '@tarang/shared/intake';
import { afterAll, describe, expect, test } from 'vitest';
import { databaseEnv, testDatabases, withConnection } from '../test/databases';
import { createTestApp } from '../test/test-app';
import { cliRun } from '../test/cli';

// product §16, docs/decisions/041-lead-intake-keys.md: the operator makes, lists and revokes lead intake keys.
describe.each(testDatabases())('intake commands on $name', (database) => {
  afterAll(() => database.cleanup());

  test('create prints the key once and it sends leads; list shows it without the key; revoke stops it; each change is audited as the CLI', async () => {
    const db = await database.createMigrated();
    const env = databaseEnv(db);

    const created = await cliRun(['intake', 'create', '--name', 'Event app'], env);
    expect(created).toMatchObject({ code: 0, err: '' });
    expect(created.out).toContain('Created lead intake key 1: Event app (leads get the source "intake:Event app")');
    const key = /^(tci_\S+)$/m.exec(created.out)?.[1];
    expect(key).toMatch(/^tci_[A-Za-z0-9_-]{43}$/);

    // The key works on the server at once.
    const app = await createTestApp(db, { MAIL_WORKER: 'off', WEBHOOK_WORKER: 'off' });
    try {
      const send = () => app.inject({ method: 'POST', url: intakePaths.contact, headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, payload: JSON.stringify(intakeExamples.contact) });
      expect((await send()).statusCode).toBe(201);

      const listed = await cliRun(['intake', 'list'], env);
      expect(listed.code).toBe(0);
      expect(listed.out).toMatch(new RegExp(`^1\\tlive\\tEvent app\\t${key!.slice(0, 8)}…\\tcreated \\S+\\tlast used \\S+\\n$`));
      expect(listed.out).not.toContain(key);

      // Refusals: bad usage exits 2, a refused operation 1, with the same words as the dashboard.
      expect(await cliRun(['intake', 'create', '--name', 'Event app'], env)).toMatchObject({ code: 1, err: `${intakeMessages.nameTaken}\n` });
      expect(await cliRun(['intake', 'create'], env)).toMatchObject({ code: 2, err: expect.stringContaining(intakeMessages.nameRequired) });
      expect(await cliRun(['intake', 'revoke'], env)).toMatchObject({ code: 2, err: expect.stringContaining('needs --id ID or --name N') });
      expect(await cliRun(['intake', 'revoke', '--id', '1', '--name', 'Event app'], env)).toMatchObject({ code: 2 });
      expect(await cliRun(['intake', 'revoke', '--id', 'x'], env)).toMatchObject({ code: 2, err: expect.stringContaining('whole number') });
      expect(await cliRun(['intake', 'revoke', '--id', '99'], env)).toMatchObject({ code: 1, err: `${intakeMessages.notFound}\n` });
      expect(await cliRun(['intake', 'rotate'], env)).toMatchObject({ code: 2 });

      expect(await cliRun(['intake', 'revoke', '--name', 'Event app'], env)).toEqual({ code: 0, err: '', out: 'Revoked lead intake key 1: Event app.\n' });
      expect((await send()).json()).toMatchObject({ statusCode: 401, message: intakeMessages.keyRevoked });
      expect(await cliRun(['intake', 'revoke', '--id', '1'], env)).toMatchObject({ code: 1, err: `${intakeMessages.alreadyRevoked}\n` });
      expect(await cliRun(['intake', 'revoke', '--name', 'Event app'], env)).toMatchObject({ code: 1, err: `${intakeMessages.notFound}\n` });
      expect((await cliRun(['intake', 'list'], env)).out).toMatch(/^1\trevoked \S+\tEvent app\t/);
    } finally {
      await app.close();
    }

    const audit = await withConnection(db, (handle) => handle.db.selectFrom('audit_log').select(['actor', 'action', 'detail']).orderBy('id').execute());
    expect(audit.map((r) => [r.actor, r.action])).toEqual([
      ['cli', 'intake-key.create'],
      ['cli', 'intake-key.revoke'],
    ]);
    expect(JSON.stringify(audit)).not.toContain(key);
  });

  test('an empty database lists no keys and says how to make one', async () => {
    const env = databaseEnv(await database.create());
    expect(await cliRun(['intake', 'list'], env)).toEqual({ code: 0, err: '', out: 'No lead intake keys. Make one with: npm run cli -- intake create --name N\n' });
  });
});
