import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * A PostgreSQL instance of our own in a temporary directory (initdb + pg_ctl), for the drills that
 * stop and restart the database: the machine's shared cluster (TEST_DATABASE_URL) is never touched.
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/tarang */
  url: string;
  /** Stops the server: 'fast' disconnects clients cleanly, 'immediate' is a crash (recovery on start). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its directory. */
  destroy(): Promise<void>;
}

function binDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(root, v, 'bin')).find((d) => fs.existsSync(path.join(d, 'initdb')));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Why a private instance cannot run here, or undefined when it can. */
export function privatePostgresUnavailable(): string | undefined {
  if (!binDir()) return 'no PostgreSQL server binaries under /usr/lib/postgresql/*/bin';
  if (process.getuid?.() === 0) {
    try {
      fs.accessSync('/usr/sbin/runuser', fs.constants.X_OK);
    } catch {
      return 'running as root without runuser (initdb refuses to run as root)';
    }
  }
  return undefined;
}

/** Starts a fresh instance (about 5 s: initdb without fsync, then start). */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  if (!bin) throw new Error('no PostgreSQL binaries');
  const root = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-pg-'));
  const data = path.join(dir, 'data');
  if (root) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    fs.chownSync(dir, uid, gid);
  }
  // initdb and postgres refuse to run as root: run them as the postgres user.
  const as = (tool: string, args: string[]) =>
    root ? run('/usr/sbin/runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { timeout: 60_000 }) : run(path.join(bin, tool), args, { timeout: 60_000 });
  const port = await freePort();
  await as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  // fsync stays on: the crash drills rely on committed data surviving 'immediate' stops.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50 -c shared_buffers=16MB`;
  const start = async () => void (await as('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']));
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => void (await as('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']));
  await start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database tarang');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/tarang`,
    stop,
    start,
    async destroy() {
      await stop('immediate').catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
