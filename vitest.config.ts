import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { brandConfigPlugin } from './scripts/brand-config.ts';

// Separate from apps/web/vite.config.ts so the React Router plugin is not loaded in tests.
// Every project reads the same brand file as the builds (BRAND_CONFIG, docs/decisions/022).
const plugins = [brandConfigPlugin()];

export default defineConfig({
  test: {
    // At least two workers, also on two cores: the server suites spend much of their time waiting on
    // PostgreSQL and on the processes they start, so two workers took the whole run from 250-365 s to
    // about 165 s there. Each suite has its own SQLite file or PostgreSQL schema (apps/server/src/test/databases.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins,
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          // The suites share one module graph per worker instead of importing the server again for every
          // file (import time 67 s -> 20 s of a run). Each suite still builds its own app on its own
          // database; module-level state is only configuration (fast-check's seed).
          isolate: false,
          // The long drills run only in `npm run test:hard`, which sets TARANG_HARD=1.
          exclude: process.env.TARANG_HARD === '1' ? [] : ['**/*.hard.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins,
        test: {
          name: 'bench',
          include: ['bench/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins,
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins,
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}'],
          // The web tests check pure functions and server-rendered markup (renderToStaticMarkup): none reads a
          // DOM, and setting up jsdom cost about 5 s a file. A test that needs one says so in its first
          // line: // @vitest-environment jsdom
          environment: 'node',
        },
      },
    ],
  },
});
