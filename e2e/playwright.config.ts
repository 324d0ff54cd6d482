import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One server for the whole run, on its own empty SQLite database. Workers inherit the
// environment of the runner, so the paths chosen here are the same in every worker.
// The port is one the kernel reports free (a port derived from the pid once landed on PostgreSQL's
// 5432); the config must stay synchronous, so a short child process asks for it.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
]).toString();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tarang-e2e-'));
const port = Number(process.env.E2E_PORT);
const repoRoot = path.resolve(import.meta.dirname, '..');
// The server inherits DATABASE_URL: set, it runs on that PostgreSQL database (scripts/test.mjs runs some
// stories so), and the results go beside the SQLite run's instead of replacing them.
const results = process.env.DATABASE_URL ? 'e2e-postgres' : 'e2e';

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

const traceModes = ['off', 'on', 'retain-on-failure', 'on-first-retry', 'on-all-retries', 'retain-on-first-failure'] as const;
/** E2E_TRACE as one of Playwright's trace modes; anything else stops the run with the list. */
function traceMode(value = 'off'): (typeof traceModes)[number] {
  const mode = traceModes.find((m) => m === value);
  if (!mode) throw new Error(`E2E_TRACE=${value} is not a trace mode: choose one of ${traceModes.join(', ')}.`);
  return mode;
}

export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  // Three on two cores: a test spends much of its time waiting on the server and on timers, and with two
  // workers the cores stood about half idle (docs/decisions/054-where-test-time-goes.md).
  workers: 3,
  retries: 0,
  // A public form's answer arrives at least BOT_MIN_FILL_MS (3 s) after its bot-check challenge was issued,
  // plus the proof of work, by design (docs/decisions/029-bot-protection.md): on two busy cores a second
  // submission in a row can take longer than Playwright's default 5 s to show its toast.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, `test-results/${results}.json`) }]],
  outputDir: path.join(repoRoot, `test-results/${results}`),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records snapshots of every action of every test, failed or not: on two cores that tripled the
    // suite's CPU. A failure keeps its screenshot; `E2E_TRACE=retain-on-failure npm test` brings traces back.
    trace: traceMode(process.env.E2E_TRACE),
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // Tests about one layout carry a tag (@desktop, @mobile) and run in that project only. A test whose
  // subject does not change with the screen (what the server answers, form rules and error paths, data,
  // page content already shown at another width) carries @any-width and runs once, in the desktop
  // project. The phone run keeps every layout, menu, carousel and scroll test, axe on each page template
  // and each form's successful path (docs/decisions/018). The site-wrapper suite locks the whole site on
  // a server of its own and checks its narrow screen itself, and the security suite does not depend on
  // the viewport: the mobile project leaves both out.
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, grepInvert: /@mobile/ },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      grepInvert: /@desktop|@any-width/,
      testIgnore: ['**/site-wrapper.spec.ts', '**/security.spec.ts'],
    },
  ],
  webServer: {
    command: 'node --enable-source-maps apps/server/dist/server.js',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      // The forms wait out the server's minimum fill time before they send; bots.spec.ts keeps the real
      // values on a server of its own (docs/decisions/029-bot-protection.md).
      BOT_MIN_FILL_MS: '100',
      BOT_MAX_NUMBER: '1000',
      // A build elsewhere (WEB_BUILD_DIR) is served when WEB_DIST points at its client folder.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
