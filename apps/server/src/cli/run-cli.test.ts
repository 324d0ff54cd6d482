import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { connectDatabase } from '../db/connect';
import { testDatabases } from '../test/databases';
import { runCli } from './run-cli';

describe.each(testDatabases())('operator CLI on $name', (database) => {
  afterAll(() => database.cleanup());

  async function cli(args: string[], env: Record<string, string>) {
    let out = '';
    let err = '';
    const code = await runCli(args, { env, out: (t) => (out += t), err: (t) => (err += t) });
    return { code, out, err };
  }

  test('every command works on a temporary database, with clear errors and exit codes', async () => {
    const db = await database.create();
    const env: Record<string, string> = { DATA_DIR: db.dataDir, ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}) };

    expect(await cli(['--help'], env)).toMatchObject({ code: 0, out: expect.stringContaining('admin create --email E --password P') });
    for (const command of ['admin', 'site', 'licence', 'export']) {
      expect((await cli([command, '--help'], env)).code).toBe(0);
    }
    expect(await cli(['launch'], env)).toMatchObject({ code: 2, err: expect.stringContaining("Unknown command 'launch'") });

    expect(await cli(['admin', 'create', '--email', 'root@example.com', '--password', 'a-long-admin-pass'], env)).toMatchObject({ code: 0 });
    expect(await cli(['admin', 'create', '--email', 'ROOT@example.com', '--password', 'a-long-admin-pass'], env)).toMatchObject({
      code: 1,
      err: 'An administrator with this email already exists.\n',
    });
    expect((await cli(['admin', 'create', '--email', 'x@example.com', '--password', 'short'], env)).code).toBe(2);
    expect((await cli(['admin', 'create', '--email', 'x@example.com'], env)).code).toBe(2);
    expect((await cli(['admin', 'create', '--email', 'x@example.com', '--password', 'a-long-admin-pass', '--bogus'], env)).code).toBe(2);

    expect(await cli(['site', 'status'], env)).toMatchObject({ code: 0, out: 'locked: no\nflag: off\nlicence key: not set\n' });
    expect((await cli(['site', 'lock'], env)).code).toBe(0);
    expect((await cli(['site', 'flag', 'on'], env)).code).toBe(0);
    expect((await cli(['licence', 'set-key', '--key', 'licence-key-2026'], env)).code).toBe(0);
    expect(await cli(['site', 'status'], env)).toMatchObject({ out: 'locked: yes\nflag: on\nlicence key: set\n' });
    expect((await cli(['site', 'unlock'], env)).code).toBe(0);
    expect((await cli(['site', 'flag', 'off'], env)).code).toBe(0);
    expect(await cli(['site', 'status'], env)).toMatchObject({ out: 'locked: no\nflag: off\nlicence key: set\n' });
    expect((await cli(['site', 'explode'], env)).code).toBe(2);
    expect((await cli(['licence', 'set-key', '--key', 'short'], env)).code).toBe(2);

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
    expect(await cli(['export', 'demos', '--out', file], env)).toMatchObject({ code: 0, err: `Wrote 1 demos to ${file}\n` });
    const csv = fs.readFileSync(file, 'utf8');
    expect(csv).toBe(
      '"ID","Name","Email","Contact","Business name","Job function","Looking for","Message","Created at"\r\n' +
        `"1","Kabir, ""K"" Shah","kabir@example.com","9876543210","Shah Retail","support","SMS","'@SUM(A1:A9)\nsecond line","2026-05-01T10:00:00.000Z"\r\n`,
    );
    expect((await cli(['export', 'demos', '--from', '2026-06-01'], env)).out).toBe(
      '"ID","Name","Email","Contact","Business name","Job function","Looking for","Message","Created at"\r\n',
    );
    expect((await cli(['export', 'planets'], env)).code).toBe(2);
    expect((await cli(['export', 'demos', '--from', 'someday'], env)).code).toBe(2);
  });

  test('a bad setting is a usage error naming the variable', async () => {
    const result = await cli(['site', 'status'], { PORT: 'x' });
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/^Invalid configuration: PORT /);
  });
});
