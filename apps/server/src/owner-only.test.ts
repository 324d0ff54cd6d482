import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli } from './cli/run-cli';
import { connectDatabase, migrateToLatest, SQLITE_FILE_NAME } from './db/connect';
import { createMailTransport } from './mail/transport';
import { testDatabases } from './test/databases';

// The database, its backups, exports and mail files are readable by their owner only: files 0600,
// folders 0700 (docs/decisions/028-security-test-findings.md), whatever the process umask.

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('files only their owner can read', () => {
  const made: string[] = [];
  const tmp = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-modes-'));
    made.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('DATA_DIR, the SQLite database and its -wal and -shm files', async () => {
    const dataDir = path.join(tmp(), 'data');
    const handle = connectDatabase({ dataDir });
    await migrateToLatest(handle.db, handle.dialect);
    const file = path.join(dataDir, SQLITE_FILE_NAME);
    expect(modeOf(dataDir)).toBe(0o700);
    for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(f), f).toBe(0o600);
    await handle.close();
  });

  test('an existing database left readable by others is tightened when opened', async () => {
    const dataDir = path.join(tmp(), 'data');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    const file = path.join(dataDir, SQLITE_FILE_NAME);
    fs.writeFileSync(file, '');
    fs.chmodSync(file, 0o644);
    const handle = connectDatabase({ dataDir });
    await migrateToLatest(handle.db, handle.dialect);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
    await handle.close();
  });

  test('backup --out, restore and export --out files', async () => {
    const dataDir = path.join(tmp(), 'data');
    const env = { DATA_DIR: dataDir };
    const io = { env, out: () => {}, err: () => {} };
    expect(await runCli(['site', 'lock'], io)).toBe(0);
    const out = tmp();
    expect(await runCli(['backup', '--out', path.join(out, 'site.sqlite')], io)).toBe(0);
    expect(modeOf(path.join(out, 'site.sqlite'))).toBe(0o600);
    expect(await runCli(['export', 'contacts', '--out', path.join(out, 'contacts.csv')], io)).toBe(0);
    expect(modeOf(path.join(out, 'contacts.csv'))).toBe(0o600);
    // An export over an existing, readable file leaves it owner-only too.
    fs.writeFileSync(path.join(out, 'old.csv'), 'old');
    fs.chmodSync(path.join(out, 'old.csv'), 0o644);
    expect(await runCli(['export', 'contacts', '--out', path.join(out, 'old.csv')], io)).toBe(0);
    expect(modeOf(path.join(out, 'old.csv'))).toBe(0o600);

    const restoreDir = path.join(tmp(), 'restored');
    expect(await runCli(['restore', '--from', path.join(out, 'site.sqlite')], { ...io, env: { DATA_DIR: restoreDir } })).toBe(0);
    expect(modeOf(path.join(restoreDir, SQLITE_FILE_NAME))).toBe(0o600);
    expect(await runCli(['restore', '--from', path.join(out, 'site.sqlite'), '--force'], { ...io, env: { DATA_DIR: restoreDir } })).toBe(0);
    for (const f of fs.readdirSync(restoreDir)) expect(modeOf(path.join(restoreDir, f)), f).toBe(0o600);
  });
});

describe.each(testDatabases())('mail files on $name', (database) => {
  afterAll(() => database.cleanup());

  test('the outbox folder and its .eml files', async () => {
    const { dataDir } = await database.create();
    const transport = createMailTransport({ smtpUrl: undefined, mailFrom: 'Tarang Cloud <no-reply@tarang.example.com>', dataDir });
    await transport.send({ id: 7, kind: 'demo-request', to: 'sales@tarang.example.com', subject: 'New demo request', text: 'A visitor asked for a demo.', headers: {}, createdAt: new Date('2026-05-01T10:00:00Z') });
    await transport.close();
    expect(modeOf(path.join(dataDir, 'outbox'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'outbox', '7-demo-request.eml'))).toBe(0o600);
  });
});
