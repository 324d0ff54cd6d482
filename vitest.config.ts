import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { brandConfigPlugin } from './scripts/brand-config.ts';

// Separate from apps/web/vite.config.ts so the React Router plugin is not loaded in tests.
// Every project reads the same brand file as the builds (BRAND_CONFIG, docs/decisions/022).
const plugins = [brandConfigPlugin()];

export default defineConfig({
  test: {
    // Vitest's own default is one worker fewer than the cores: a single worker on the two-core CI host,
    // which then ran every file one after another. Most of the server suite's time is spent waiting on
    // server processes it starts, PostgreSQL and fsync, not on its own CPU, so a worker a core keeps both
    // busy. Files never share a database (test/databases.ts), a port or a data directory.
    maxWorkers: Math.max(2, os.availableParallelism()),
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
          include: ['apps/server/src/**/*.test.ts'],
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
