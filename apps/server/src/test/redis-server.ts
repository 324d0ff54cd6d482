import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import net from 'node:net';

/** Whether Debian's redis-server is installed (`apt-get install -y redis-server`; .ci/run does it). */
export function hasRedisServer(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

export interface TestRedis {
  url: string;
  port: number;
  /** SIGSTOP: Redis keeps its connections but answers nothing (a hung server). */
  pause(): void;
  /** SIGCONT after pause(). */
  resume(): void;
  /** Stops it for good and waits for the exit. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A throwaway redis-server on a free loopback port: no persistence, nothing left behind. */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start in 10 s:\n${out}`)), 10_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (/Ready to accept connections/.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited before it was ready:\n${out}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGCONT');
        child.kill('SIGTERM');
      }
      await exited;
    },
  };
}
