// `node scripts/start-stop.mjs [COUNT]` (part of `npm run test:hard`): starts the compiled server COUNT
// times (200 unless given) on one SQLite database, sends each a few calls that prepare statements, stops
// it with SIGTERM and checks that it exited 0 and printed no native assertion. This is the drill that
// showed better-sqlite3 12 aborting on Node 24.19+ (docs/decisions/021-compiled-server.md). It needs
// `npm run build`; the last line is 'start-stop: N passed, M failed'.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server/dist/server.js');
const count = Number(process.argv[2] ?? 200);
if (!fs.existsSync(server)) {
  console.error('start-stop: apps/server/dist/server.js is missing; run `npm run build` first.');
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-start-stop-'));

/** One start, a few calls, SIGTERM: resolves to a problem sentence, or undefined when all went well. */
function cycle() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [server], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', MAIL_WORKER: 'off', WEBHOOK_WORKER: 'off', RETENTION_JOB: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let asked = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(`no answer within 30 s:\n${output.slice(-2000)}`);
    }, 30_000);
    const onData = async (chunk) => {
      output += chunk;
      const port = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (!port || asked) return;
      asked = true;
      const base = `http://127.0.0.1:${port[1]}`;
      try {
        for (const url of ['/healthz', '/license-status', '/', '/api/openapi.json', '/healthz']) await (await fetch(base + url)).arrayBuffer();
      } catch (err) {
        output += `\nfetch failed: ${err.message}`;
      }
      child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (/Assertion failed|FATAL ERROR|Segmentation fault/i.test(output)) resolve(`native failure:\n${output.slice(-2000)}`);
      else if (code !== 0) resolve(`exit ${code ?? signal}:\n${output.slice(-2000)}`);
      else if (!asked) resolve(`stopped before it listened:\n${output.slice(-2000)}`);
      else resolve(undefined);
    });
  });
}

let passed = 0;
let failed = 0;
const started = Date.now();
for (let i = 1; i <= count; i++) {
  const problem = await cycle();
  if (problem) {
    failed++;
    console.error(`start ${i}: ${problem}`);
  } else passed++;
}
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`start-stop on Node ${process.version}: ${count} starts in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`start-stop: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
