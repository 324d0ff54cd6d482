import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { connectDatabase } from '../db/connect';
import { databaseEnv, testDatabases } from '../test/databases';
import { attributionCsvColumns } from '../modules/admin/csv';
import { cliRun } from '../test/cli';

describe.each(testDatabases())('operator CLI on $name', (database) => {
  afterAll(() => database.cleanup());

  test('every command works on a temporary database, with clear errors and exit codes', async () => {
    const db = await database.createMigrated();
    const env = databaseEnv(db);

    expect(await cliRun(['--help'], env)).toMatchObject({ code: 0, out: expect.stringContaining('admin create --email E [--name N]') });
    for (const command of ['admin', 'site', 'licence', 'export']) {
      expect((await cliRun([command, '--help'], env)).code).toBe(0);
    }
    expect(await cliRun(['launch'], env)).toMatchObject({ code: 2, err: expect.stringContaining("Unknown command 'launch'") });

    expect(await cliRun(['admin', 'create', '--email', 'root@example.com'], env, 'a-long-admin-pass')).toMatchObject({ code: 0 });
    expect(await cliRun(['admin', 'create', '--email', 'ROOT@example.com'], env, 'a-long-admin-pass')).toMatchObject({
      code: 1,
      err: 'An administrator with this email already exists.\n',
    });
    expect((await cliRun(['admin', 'create', '--email', 'x@example.com'], env, 'short')).code).toBe(2);
    expect((await cliRun(['admin', 'create', '--email', 'x@example.com'], env)).code).toBe(2);
    expect((await cliRun(['admin', 'create', '--email', 'x@example.com', '--bogus'], env, 'a-long-admin-pass')).code).toBe(2);
    // The password never comes from the command line.
    const onCommandLine = await cliRun(['admin', 'create', '--email', 'x@example.com', '--password', 'a-long-admin-pass'], env, 'a-long-admin-pass');
    expect(onCommandLine).toMatchObject({ code: 2, err: expect.stringContaining('standard input') });

    expect(await cliRun(['site', 'status'], env)).toMatchObject({ code: 0, out: 'locked: no\nflag: off\nlicence key: not set\n' });
    expect((await cliRun(['site', 'lock'], env)).code).toBe(0);
    expect((await cliRun(['site', 'flag', 'on'], env)).code).toBe(0);
    // The key comes from standard input, as a password does; nothing at all is a usage error.
    expect((await cliRun(['licence', 'set-key'], env)).code).toBe(2);
    expect(await cliRun(['site', 'status'], env)).toMatchObject({ out: 'locked: yes\nflag: on\nlicence key: not set\n' });
    expect((await cliRun(['licence', 'set-key'], env, 'licence-key-2026\n')).code).toBe(0);
    expect(await cliRun(['site', 'status'], env)).toMatchObject({ out: 'locked: yes\nflag: on\nlicence key: set\n' });
    expect((await cliRun(['site', 'unlock'], env)).code).toBe(0);
    expect((await cliRun(['site', 'flag', 'off'], env)).code).toBe(0);
    expect(await cliRun(['site', 'status'], env)).toMatchObject({ out: 'locked: no\nflag: off\nlicence key: set\n' });
    expect((await cliRun(['site', 'explode'], env)).code).toBe(2);
    expect((await cliRun(['licence', 'set-key', '--key', 'short'], env)).code).toBe(2);

    const handle = connectDatabase(db);
    await handle.db
      .insertInto('demo_requests')
      .values({
        name: 'Kabir, "K" Shah',
        email: 'kabir@example.com',
        contact: '9876543210',
        businessname: 'Shah Retail',
        jobfunction: 'support',
        lookingfor: 'SMS',
        message: '@SUM(A1:A9)\nsecond line',
        created_at: '2026-05-01T10:00:00.000Z',
      })
      .execute();
    await handle.close();

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cli-export-')), 'demos.csv');
    expect(await cliRun(['export', 'demos', '--out', file], env)).toMatchObject({ code: 0, err: `Wrote 1 demos to ${file}\n` });
    const csv = fs.readFileSync(file, 'utf8');
    // The table's own columns, then status, owner and attribution (docs/decisions/032-lead-pipeline-and-attribution.md);
    // the number in E.164 after it as stored, its + kept (docs/decisions/040-phone-numbers-in-e164.md).
    const header = `"ID","Name","Email","Contact","Contact (E.164)","Business name","Job function","Looking for","Message","Created at","Status","Status reason","Owner",${attributionCsvColumns.map(([label]) => `"${label}"`).join(',')}\r\n`;
    expect(csv).toBe(
      header +
        `"1","Kabir, ""K"" Shah","kabir@example.com","9876543210","+919876543210","Shah Retail","support","SMS","'@SUM(A1:A9)\nsecond line","2026-05-01T10:00:00.000Z","New","",""${',""'.repeat(attributionCsvColumns.length)}\r\n`,
    );
    expect((await cliRun(['export', 'demos', '--from', '2026-06-01'], env)).out).toBe(header);
    // The dashboard's lead filters: a status no demo has exports the header alone; a bad one is a usage error.
    expect((await cliRun(['export', 'demos', '--status', 'won'], env)).out).toBe(header);
    expect((await cliRun(['export', 'demos', '--status', 'new', '--owner', 'unassigned'], env)).out).toContain('"kabir@example.com"');
    expect(await cliRun(['export', 'demos', '--status', 'called'], env)).toMatchObject({ code: 2, err: expect.stringContaining('`status` must be') });
    expect((await cliRun(['export', 'planets'], env)).code).toBe(2);
    expect((await cliRun(['export', 'demos', '--from', 'someday'], env)).code).toBe(2);
  });

  test('admin commands: invite, list, disable, enable, revoke-sessions, reset-mfa, unlock, each audited as the CLI', async () => {
    const db = await database.createMigrated();
    const env: Record<string, string> = { ...databaseEnv(db), PUBLIC_URL: 'https://site.example.com' };
    expect((await cliRun(['admin', 'create', '--email', 'root@example.com', '--name', 'Root'], env, 'a-long-admin-pass')).code).toBe(0);
    const invited = await cliRun(['admin', 'invite', '--email', 'new@example.com'], env);
    expect(invited).toMatchObject({ code: 0, out: expect.stringMatching(/^Invited new@example\.com.*\nhttps:\/\/site\.example\.com\/admin\/[A-Za-z0-9_-]{43}\/Signup\n$/s) });
    expect(await cliRun(['admin', 'invite', '--email', 'ROOT@example.com'], env)).toMatchObject({ code: 1, err: 'An administrator with this email already exists.\n' });
    expect(await cliRun(['admin', 'list'], env)).toMatchObject({ code: 0, out: expect.stringMatching(/^root@example\.com\tenabled\ttwo-factor not set up\t0 live sessions/) });
    expect(await cliRun(['admin', 'disable', '--email', 'ROOT@example.com'], env)).toMatchObject({ code: 0, out: 'ROOT@example.com disabled; their sessions have ended.\n' });
    expect((await cliRun(['admin', 'list'], env)).out).toContain('\tdisabled\t');
    expect((await cliRun(['admin', 'enable', '--email', 'root@example.com'], env)).code).toBe(0);
    expect((await cliRun(['admin', 'revoke-sessions', '--email', 'root@example.com'], env)).code).toBe(0);
    expect((await cliRun(['admin', 'reset-mfa', '--email', 'root@example.com'], env)).code).toBe(0);
    expect(await cliRun(['admin', 'unlock', '--email', 'root@example.com'], env)).toMatchObject({ code: 0, out: 'root@example.com had no failed sign-ins to forget.\n' });
    expect(await cliRun(['admin', 'unlock', '--email', 'nobody@example.com'], env)).toMatchObject({ code: 1, err: 'No such administrator.\n' });
    expect(await cliRun(['admin', 'disable', '--email', 'nobody@example.com'], env)).toMatchObject({ code: 1, err: 'No such administrator.\n' });
    expect((await cliRun(['admin', 'disable'], env)).code).toBe(2);
    expect((await cliRun(['admin', 'explode', '--email', 'root@example.com'], env)).code).toBe(2);

    const handle = connectDatabase(db);
    try {
      const trail = await handle.db.selectFrom('audit_log').select(['actor', 'action', 'admin_id']).orderBy('id').execute();
      expect(trail.map((t) => `${t.actor} ${t.action}`)).toEqual([
        'cli admin.create',
        'cli invitation.create',
        'cli admin.disable',
        'cli admin.enable',
        'cli sessions.revoke',
        'cli mfa.reset',
        'cli admin.unlock',
      ]);
      const mail = await handle.db.selectFrom('outbox').select(['to_address', 'text_body']).executeTakeFirstOrThrow();
      expect(mail.to_address).toBe('new@example.com');
      expect(mail.text_body).toContain('The site operator invited you');
      expect(mail.text_body).toContain(/https:\S+Signup/.exec(invited.out)![0]);
    } finally {
      await handle.close();
    }
  });

  test('admin invite without the server\'s PUBLIC_URL warns that its link points at localhost', async () => {
    const db = await database.createMigrated();
    const env = databaseEnv(db);
    expect(env).not.toHaveProperty('PUBLIC_URL');
    const invited = await cliRun(['admin', 'invite', '--email', 'local@example.com'], env);
    expect(invited).toMatchObject({ code: 0, out: expect.stringContaining('http://localhost:5000/admin/') });
    expect(invited.err).toMatch(/^Warning: the link points at http:\/\/localhost:5000, which only this machine can open: PUBLIC_URL is not the server's\./);
    expect(invited.err).toContain('PUBLIC_URL=https://your-site.example npm run cli -- admin invite --email E');
    const served = await cliRun(['admin', 'invite', '--email', 'remote@example.com'], { ...env, PUBLIC_URL: 'https://site.example.com' });
    expect(served).toMatchObject({ code: 0, err: '' });
  });

  test('a bad setting is a usage error naming the variable', async () => {
    const result = await cliRun(['site', 'status'], { PORT: 'x' });
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/^Invalid configuration: PORT /);
  });
});
