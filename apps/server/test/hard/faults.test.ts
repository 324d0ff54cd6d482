import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, test } from 'vitest';
import { connectDatabase, SQLITE_FILE_NAME } from '../../src/db/connect';
import { testDatabases } from '../../src/test/databases';
import type { RunningServer } from '../../src/test/server-process';
import { call, contactOf, demoOf, fill, healthAgain, killDrillLosesNothing, stored, isErrorShape, makeImmutable, marker, postJson, readOnlyDir, signupOf, smallDisk, runServerToExitPatiently as runServerToExit, startServerPatiently as startServer , privatePostgresWithServer, withSqliteServer } from './fault-kit';
import { HARD, notRun } from './hard-mode';

// Faults. The server is a real process (server.ts) on a real database; it is killed,
// its disk fills up or turns read-only, its PostgreSQL goes away, its SMTP server is down.
// Whatever happens, an acknowledged lead is never lost and a failing request answers cleanly.

// ---------------------------------------------------------------- SIGKILL under writes

describe.each(testDatabases())('crash safety on $name', (database) => {
  afterAll(() => database.cleanup());

  test('SIGKILL under a stream of contact questions, demo requests and sign-ups loses no acknowledged one, and every lead keeps its notification', async () => {
    const db = await database.createMigrated();
    // durability.test.ts shows the server itself starting again after a SIGKILL.
    const { ack, s } = await killDrillLosesNothing(db, 1);
    expect(ack.demos.length).toBeGreaterThanOrEqual(30);
    expect(ack.signups.length).toBeGreaterThanOrEqual(6);
    expect(new Set(s.users).size).toBe(s.users.length);
  }, 120_000);

});

// ---------------------------------------------------------------- start-up

describe('a SQLite DATA_DIR the server cannot use stops the start', () => {
  test('one that cannot be created: a clear message naming DATA_DIR and exit 1', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-notdir-'));
    const file = path.join(parent, 'a-file');
    fs.writeFileSync(file, 'not a directory');
    try {
      const { code, output } = await runServerToExit({ DATA_DIR: path.join(file, 'data') });
      expect(code).toBe(1);
      expect(output.trim()).toBe(`Cannot start: the database is not usable (SQLite under DATA_DIR=${path.join(file, 'data')}): ENOTDIR: not a directory, mkdir '${path.join(file, 'data')}'`);
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  }, 120_000);

  test('one that is read-only, empty or holding a database: a clear message and exit 1', async (ctx) => {
    const ro = readOnlyDir();
    if (!ro) {
      notRun('read-only DATA_DIR drill', 'no read-only tmpfs, no chattr, and running as root (chmod cannot stop root)');
      return ctx.skip();
    }
    try {
      const { code, output } = await runServerToExit({ DATA_DIR: ro.dir });
      expect(code, ro.how).toBe(1);
      expect(output.trim()).toMatch(new RegExp(`^Cannot start: the database is not usable \\(SQLite under DATA_DIR=${ro.dir}\\): ${ro.dir} is not writable \\(E[A-Z]+\\)$`));
    } finally {
      ro.remove();
    }
    // A directory that already holds a database and then turns read-only (a remounted disk): test:hard only, two more starts.
    const disk = HARD ? smallDisk(8) : undefined;
    if (!disk) return;
    try {
      const first = await startServer({ DATA_DIR: disk.dir });
      expect((await postJson(`${first.url}/api/contact`, contactOf('ro', 1))).status).toBe(201);
      expect(await first.stop()).toBe(0);
      expect(fs.readdirSync(disk.dir)).toContain(SQLITE_FILE_NAME);
      execFileSync('mount', ['-o', 'remount,ro', disk.dir]);
      const { code, output } = await runServerToExit({ DATA_DIR: disk.dir });
      expect(code).toBe(1);
      expect(output.trim()).toMatch(/is not writable \(EROFS\)$/);
    } finally {
      disk.remove();
    }
  }, 180_000);
});

// ---------------------------------------------------------------- a disk that fills up or turns read-only

describe('SQLite data directory trouble while running', () => {
  test('a full disk: writes answer a clean 5xx JSON error, reads go on, and once space is freed writes resume with every stored row intact', async (ctx) => {
    const disk = smallDisk(6);
    if (!disk) {
      notRun('full-disk drill', 'cannot mount a small tmpfs here (needs root and mount)');
      return ctx.skip();
    }
    let server: RunningServer | undefined;
    try {
      server = await startServer({ DATA_DIR: disk.dir, RATE_LIMITS: 'off' });
      const tag = marker('full');
      const acked: number[] = [];
      for (let i = 0; i < 20; i++) {
        const a = await postJson(`${server.url}/api/contact`, contactOf(tag, i));
        expect(a.status).toBe(201);
        acked.push((JSON.parse(a.body) as { id: number }).id);
      }
      const filler = fill(disk.dir);

      // Writes keep coming: those that still fit (SQLite reuses WAL space) are acknowledged, the rest refused cleanly.
      const refused: number[] = [];
      for (let i = 100; i < 400 && refused.length < 25; i++) {
        const a = await postJson(`${server.url}/api/contact`, { ...contactOf(tag, i), question: `${'x'.repeat(3000)} ${i}` });
        if (a.status === 201) acked.push((JSON.parse(a.body) as { id: number }).id);
        else {
          expect([500, 503], a.body).toContain(a.status);
          expect(isErrorShape(a), a.body).toBe(true);
          expect(a.ms).toBeLessThan(10_000);
          refused.push(i);
        }
      }
      expect(refused.length).toBeGreaterThan(0);
      const demo = await postJson(`${server.url}/api/demo`, demoOf(tag, 1));
      expect([500, 503]).toContain(demo.status);
      expect(isErrorShape(demo)).toBe(true);
      // Reading needs no space: the health check and the polls still answer.
      expect((await call(`${server.url}/healthz`)).status).toBe(200);
      expect((await call(`${server.url}/license-status`)).status).toBe(200);

      fs.rmSync(filler);
      const after = await postJson(`${server.url}/api/contact`, contactOf(tag, 999));
      expect(after.status).toBe(201);
      acked.push((JSON.parse(after.body) as { id: number }).id);
      expect(await server.stop()).toBe(0);
      server = undefined;

      const handle = connectDatabase({ dataDir: disk.dir });
      try {
        const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(handle.db);
        expect(rows.map((r) => r.integrity_check)).toEqual(['ok']);
        const ids = (await handle.db.selectFrom('contact_requests').select('id').execute()).map((r) => Number(r.id));
        // Every acknowledged row is there, and nothing that was refused.
        expect(ids.sort((a, b) => a - b)).toEqual([...acked].sort((a, b) => a - b));
      } finally {
        await handle.close();
      }
    } finally {
      await server?.stop('SIGKILL');
      disk.remove();
    }
  }, 120_000);

  test('database files made read-only: writes answer a clean 5xx JSON error, the server stays up and recovers when they are writable again', async (ctx) => {
    await withSqliteServer('tarang-frozen-', async (server, dataDir) => {
      const tag = marker('frozen');
      const acked: number[] = [];
      for (let i = 0; i < 10; i++) acked.push((JSON.parse((await postJson(`${server.url}/api/contact`, contactOf(tag, i))).body) as { id: number }).id);
      // The database and its write-ahead log; the shared-memory index is memory, not data (see the hard drill below).
      const db = path.join(dataDir, SQLITE_FILE_NAME);
      const frozen = makeImmutable([db, `${db}-wal`, dataDir]);
      if (!frozen) {
        notRun('read-only database drill', 'chattr +i is not available here');
        return ctx.skip();
      }
      try {
        for (let i = 10; i < 20; i++) {
          const a = await postJson(`${server.url}/api/contact`, contactOf(tag, i));
          expect([500, 503], a.body).toContain(a.status);
          expect(isErrorShape(a), a.body).toBe(true);
        }
        expect((await call(`${server.url}/healthz`)).status).toBe(200);
      } finally {
        frozen.undo();
      }
      const again = await postJson(`${server.url}/api/contact`, contactOf(tag, 99));
      expect(again.status).toBe(201);
      acked.push((JSON.parse(again.body) as { id: number }).id);
      expect(server.process.exitCode).toBeNull();
      expect(await server.stop()).toBe(0);
      const s = await stored({ dataDir });
      expect([...s.contacts].sort((a, b) => a - b)).toEqual(acked.sort((a, b) => a - b));
    });
  }, 60_000);
});

// ---------------------------------------------------------------- PostgreSQL goes away

describe('PostgreSQL stopped and started under a running server (a private instance)', () => {
  const drill = privatePostgresWithServer('PostgreSQL restart drills');

  test('while it is down requests fail fast with the JSON error shape and health says so; once it is back the same process serves again', async (ctx) => {
    const { pgi: db, server: running, dataDir } = drill.here(ctx);
    const url = running.url;
    const tag = marker('pgr');
    const acked: number[] = [];
    const visitor = signupOf(tag, 1);
    expect((await postJson(`${url}/api/auth/user/signup`, visitor)).status).toBe(200);
    const token = (JSON.parse((await postJson(`${url}/api/auth/user/login`, visitor)).body) as { token: string }).token;
    const verify = () => call(`${url}/api/auth/user/verify`, { headers: { authorization: `Bearer ${token}` } });
    for (let i = 0; i < 10; i++) acked.push((JSON.parse((await postJson(`${url}/api/contact`, contactOf(tag, i))).body) as { id: number }).id);

    const outageCycle = async (cycle: number) => {
      await db.stop('fast');
      const outage = await Promise.all([
        ...Array.from({ length: 6 }, (_, i) => postJson(`${url}/api/contact`, contactOf(tag, 100 * (cycle + 1) + i))),
        postJson(`${url}/api/demo`, demoOf(tag, cycle)),
        postJson(`${url}/api/auth/user/signup`, signupOf(tag, 2 + cycle)),
        postJson(`${url}/api/auth/user/login`, visitor),
        verify(),
        postJson(`${url}/api/email/send-subscribe`, { email: `s${cycle}.${tag}@example.com` }),
      ]);
      for (const a of outage) {
        expect([500, 503], `${a.body}\n${running.output().slice(-3000)}`).toContain(a.status);
        expect(isErrorShape(a), a.body).toBe(true);
        // No hang: the pool is refused at once, and gives up on a connection after 5 s at most.
        expect(a.ms).toBeLessThan(7000);
      }
      const health = await call(`${url}/healthz`);
      expect(health.status).toBe(503);
      expect(JSON.parse(health.body)).toEqual({ status: 'down' });
      expect(running.process.exitCode).toBeNull();

      await db.start();
      expect((await healthAgain(`${url}`, 15_000)).status).toBe(200);
      for (let i = 0; i < 10; i++) {
        const a = await postJson(`${url}/api/contact`, contactOf(tag, 1000 * (cycle + 1) + i));
        expect(a.status, a.body).toBe(201);
        acked.push((JSON.parse(a.body) as { id: number }).id);
      }
    };
    // Twice: a connection the database terminated between two statements once killed the process.
    for (let cycle = 0; cycle < 2; cycle++) await outageCycle(cycle);

    // Sessions live in the database, so the visitor is still logged in.
    expect((await verify()).status).toBe(200);
    const s = await stored({ dataDir, databaseUrl: db.url });
    expect(acked.filter((id) => !s.contacts.has(id))).toEqual([]);
    expect(s.contactMails).toBe(s.contacts.size);
  }, 180_000);
});
