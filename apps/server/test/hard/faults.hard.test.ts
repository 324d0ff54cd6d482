import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { SQLITE_FILE_NAME } from '../../src/db/connect';
import { testDatabases } from '../../src/test/databases';
import { closedPort, startSmtpServer } from '../../src/test/smtp-server';
import { type Acknowledged, contactOf, healthAgain, demoOf, killDrillLosesNothing, lost, makeImmutable, marker, postJson, startServerPatiently as startServer, stored, until, writeStream , privatePostgresWithServer, withSqliteServer } from './fault-kit';
import { notRun } from './hard-mode';

// The long fault drills, run only by `npm run test:hard` (vitest.config.ts leaves
// *.hard.test.ts out unless TARANG_HARD=1). The quick drills are in faults.test.ts.

describe.each(testDatabases())('repeated crashes on $name', (database) => {
  afterAll(() => database.cleanup());

  test('five SIGKILLs in a row, at varying moments, lose nothing acknowledged', async () => {
    const db = await database.create();
    const { ack } = await killDrillLosesNothing(db, 5);
    console.log(`kill drill on ${database.name}: 5 SIGKILLs, ${ack.contacts.length + ack.demos.length + ack.signups.length} acknowledged writes, 0 lost`);
  }, 400_000);
});

describe('SQLite shared memory', () => {
  test('an unwritable shared-memory index kills the process (SIGBUS); restarted, it has every acknowledged row', async (ctx) => {
    await withSqliteServer('tarang-sigbus-', async (server, dataDir) => {
      const tag = marker('shm');
      const acked: number[] = [];
      for (let i = 0; i < 10; i++) acked.push((JSON.parse((await postJson(`${server.url}/api/contact`, contactOf(tag, i))).body) as { id: number }).id);
      const shm = path.join(dataDir, `${SQLITE_FILE_NAME}-shm`);
      const frozen = makeImmutable([shm]);
      if (!frozen) {
        notRun('shared-memory drill', 'chattr +i is not available here');
        return ctx.skip();
      }
      try {
        await postJson(`${server.url}/api/contact`, contactOf(tag, 10));
        await until(() => server.process.exitCode !== null || server.process.signalCode !== null, 5000);
        // SQLite writes its WAL index through shared memory; the kernel answers a write to an immutable
        // mapping with SIGBUS. Documented in docs/decisions/011-hardening.md: a process manager restarts it.
        expect(server.process.signalCode).toBe('SIGBUS');
      } finally {
        frozen.undo();
      }
      const restarted = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: 'off' });
      try {
        const s = await stored({ dataDir });
        expect(acked.filter((id) => !s.contacts.has(id))).toEqual([]);
      } finally {
        await restarted.stop();
      }
    });
  }, 60_000);
});

describe('PostgreSQL crashed under a running server (a private instance)', () => {
  const drill = privatePostgresWithServer('PostgreSQL crash drill');

  test('crashed (immediate stop) under a stream of writes: every acknowledged lead is there after recovery, without restarting the server', async (ctx) => {
    const { pgi, server, dataDir } = drill.here(ctx);
    const ack: Acknowledged = { contacts: [], demos: [], signups: [] };
    for (let round = 0; round < 3; round++) {
      const before = ack.contacts.length + ack.demos.length;
      const stream = writeStream(server.url, marker(`pgc${round}`), ack);
      await until(() => ack.contacts.length + ack.demos.length - before >= 60, 60_000);
      await pgi.stop('immediate');
      await new Promise((r) => setTimeout(r, 500));
      await stream.stop();
      await pgi.start();
      expect((await healthAgain(`${server.url}`, 20_000)).status).toBe(200);
    }
    const s = await stored({ dataDir, databaseUrl: pgi.url });
    expect(lost(ack, s)).toEqual({ contacts: [], demos: [], signups: [] });
    expect(s.demoMails).toBe(s.demos.length);
    expect(server.process.exitCode).toBeNull();
    console.log(`PostgreSQL crash drill: 3 immediate stops, ${ack.contacts.length + ack.demos.length + ack.signups.length} acknowledged writes, 0 lost`);
  }, 300_000);
});

describe('SMTP down', () => {
  test('leads are kept while SMTP is down and across a restart; once it is back every notification is delivered exactly once', async () => {
    const port = await closedPort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-smtp-'));
    const env = { DATA_DIR: dataDir, RATE_LIMITS: 'off', SMTP_URL: `smtp://127.0.0.1:${port}` };
    const tag = marker('smtp');
    let server = await startServer(env);
    try {
      for (let i = 0; i < 5; i++) {
        expect((await postJson(`${server.url}/api/contact`, contactOf(tag, i))).status).toBe(201);
        expect((await postJson(`${server.url}/api/demo`, demoOf(tag, i))).status).toBe(201);
      }
      // The worker tries at once, fails (connection refused) and schedules a retry 30 s later.
      await until(() => /mail delivery failed; will retry/.test(server.output()), 15_000);
      expect(server.output()).toMatch(/mail delivery failed; will retry/);
      expect(await server.stop()).toBe(0);

      const smtp = await startSmtpServer(port);
      try {
        server = await startServer(env);
        await smtp.waitFor(10, 75_000);
        await new Promise((r) => setTimeout(r, 3000)); // a later pass must not send anything twice
        expect(smtp.messages).toHaveLength(10);
        const subjects = smtp.messages.map((m) => m.header('subject') ?? '');
        expect(subjects.filter((s) => s.startsWith('New contact question: Crash'))).toHaveLength(5);
        expect(subjects.filter((s) => s.startsWith(`New demo request: Biz ${tag}`))).toHaveLength(5);
      } finally {
        await smtp.close();
      }
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
