import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { connectDatabase, type ConnectOptions } from '../db/connect';
import { createAuditService } from '../modules/audit/audit.service';
import { databaseEnv, testDatabases } from '../test/databases';
import { manualClock } from '../test/manual-clock';
import { cliRun } from '../test/cli';

/** Every audit row, oldest first, with its detail parsed. */
async function trail(db: ConnectOptions) {
  const handle = connectDatabase(db);
  try {
    const rows = await handle.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    return rows.map((r) => ({ adminId: r.admin_id, actor: r.actor, action: r.action, outcome: r.outcome, ip: r.ip, detail: r.detail && JSON.parse(r.detail) }));
  } finally {
    await handle.close();
  }
}

describe.each(testDatabases())('the operator CLI and the audit trail on $name', (database) => {
  afterAll(() => database.cleanup());

  test('site, licence and export commands are recorded as the CLI, never with the key', async () => {
    const db = await database.createMigrated();
    const env = databaseEnv(db);
    for (const args of [
      ['licence', 'set-key', '--key', 'licence-key-2026'],
      ['site', 'lock'],
      ['site', 'unlock'],
      ['site', 'flag', 'on'],
      ['site', 'flag', 'off'],
      ['site', 'status'],
    ]) {
      expect((await cliRun(args, env)).code, args.join(' ')).toBe(0);
    }
    // A refused command changes nothing and records nothing.
    expect((await cliRun(['licence', 'set-key', '--key', 'short'], env)).code).toBe(2);

    const handle = connectDatabase(db);
    await handle.db
      .insertInto('contact_requests')
      .values([1, 2, 3].map((i) => ({ name: `Lead ${i}`, email: `lead${i}@example.com`, contact: '9876543210', question: `Question ${i} here`, created_at: `2026-05-0${i}T10:00:00.000Z` })))
      .execute();
    await handle.close();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cli-audit-')), 'contacts.csv');
    expect(await cliRun(['export', 'contacts', '--out', file, '--from', '2026-05-02'], env)).toMatchObject({ code: 0, err: `Wrote 2 contacts to ${file}\n` });
    expect((await cliRun(['export', 'contacts', '--q', 'lead 3'], env)).code).toBe(0);

    const cliActor = { adminId: null, actor: 'cli', outcome: 'ok', ip: null };
    expect(await trail(db)).toEqual([
      { ...cliActor, action: 'licence.set-key', detail: null },
      { ...cliActor, action: 'site.lock', detail: null },
      { ...cliActor, action: 'site.unlock', detail: null },
      { ...cliActor, action: 'site.flag', detail: { on: true } },
      { ...cliActor, action: 'site.flag', detail: { on: false } },
      { ...cliActor, action: 'export.csv', detail: { table: 'contacts', from: '2026-05-02T00:00:00.000Z', rows: 2 } },
      { ...cliActor, action: 'export.csv', detail: { table: 'contacts', q: 'lead 3', rows: 1 } },
    ]);
    expect(JSON.stringify(await trail(db))).not.toContain('licence-key-2026');
  });

  test('audit export writes the trail as CSV, newest first, filtered by date, and is itself recorded', async () => {
    const db = await database.createMigrated();
    const env = databaseEnv(db);
    expect((await cliRun(['audit', '--help'], env)).out).toContain('audit export [--out FILE] [--from ISO] [--to ISO]');
    expect((await cliRun(['--help'], env)).out).toContain('audit export');

    // Make the schema, then three rows at known instants.
    expect((await cliRun(['site', 'status'], env)).code).toBe(0);
    const handle = connectDatabase(db);
    const clock = manualClock(new Date('2026-11-01T09:00:00.000Z'));
    const audit = createAuditService(handle.db, clock);
    await audit.record({ who: { adminId: 1, actor: 'ops@example.com' }, action: 'list.view', ip: '192.0.2.1', detail: { table: 'contacts', q: '=SUM(A1)' } });
    await clock.advance(60_000);
    await audit.record({ who: { adminId: 1, actor: 'ops@example.com' }, action: 'login', outcome: 'refused', ip: '192.0.2.2' });
    await clock.advance(24 * 3_600_000);
    await audit.record({ who: { adminId: null, actor: 'cli' }, action: 'site.lock', ip: null });
    await handle.close();

    const all = await cliRun(['audit', 'export'], env);
    expect(all.code).toBe(0);
    expect(all.out).toBe(
      // Every cell quoted (the formula-safe CSV rule, decision 028).
      '"at","actor","action","outcome","ip","detail"\r\n' +
        '"2026-11-02T09:01:00.000Z","cli","site.lock","ok","",""\r\n' +
        '"2026-11-01T09:01:00.000Z","ops@example.com","login","refused","192.0.2.2",""\r\n' +
        `"2026-11-01T09:00:00.000Z","ops@example.com","list.view","ok","192.0.2.1","{""table"":""contacts"",""q"":""=SUM(A1)""}"\r\n`,
    );

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cli-audit-')), 'audit.csv');
    const day = await cliRun(['audit', 'export', '--from', '2026-11-01T09:00:30Z', '--to', '2026-11-02', '--out', file], env);
    expect(day).toMatchObject({ code: 0, err: `Wrote 1 row of the audit trail to ${file}\n` });
    expect(fs.readFileSync(file, 'utf8')).toBe('"at","actor","action","outcome","ip","detail"\r\n"2026-11-01T09:01:00.000Z","ops@example.com","login","refused","192.0.2.2",""\r\n');

    const exports = (await trail(db)).filter((r) => r.action === 'audit.export');
    expect(exports).toEqual([
      { adminId: null, actor: 'cli', action: 'audit.export', outcome: 'ok', ip: null, detail: { rows: 3 } },
      { adminId: null, actor: 'cli', action: 'audit.export', outcome: 'ok', ip: null, detail: { from: '2026-11-01T09:00:30.000Z', to: '2026-11-02T00:00:00.000Z', rows: 1 } },
    ]);

    expect((await cliRun(['audit', 'export', '--from', 'someday'], env)).code).toBe(2);
    expect((await cliRun(['audit', 'delete'], env)).code).toBe(2);
    expect((await cliRun(['audit', 'export', '--q', 'x'], env)).code).toBe(2);
    // A file that cannot be written is a clear failure, not a crash.
    expect(await cliRun(['audit', 'export', '--out', path.join(db.dataDir, 'no-such-folder', 'audit.csv')], env)).toMatchObject({ code: 1, err: expect.stringMatching(/^Failed: ENOENT/) });
    const broken = (await trail(db)).filter((r) => r.action === 'audit.export');
    expect(broken).toHaveLength(3);
    expect(broken[2]!.detail).toMatchObject({ complete: false });
  });
});
