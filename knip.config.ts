import type { KnipConfig } from 'knip';

// `npm test` runs knip (scripts/test.mjs): no unused file, export or dependency (docs/decisions/043-no-unused-code.md).
// Knip finds most entry points itself from its plugins: package.json scripts, Vitest's and Playwright's test
// files, React Router's routes, root and entry.server (with the names the framework calls: meta, loader,
// links, default, ErrorBoundary, HydrateFallback), and the Vite, Vitest, ESLint and Playwright configs.
// Listed here are only the files started some other way. Test files are entry points, so an export that
// only a test reads is in use.
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: [
        // Spawned by scripts/test-hard.mjs, and loaded with `--import` by scripts/dev.mjs.
        'scripts/start-stop.mjs',
        'scripts/brand-hook.mjs',
      ],
      project: ['scripts/**/*.{mjs,ts}', '*.ts'],
      // Read as a font file by its path (require.resolve in scripts/brand-assets.ts), never imported.
      ignoreDependencies: ['@fontsource/inter'],
    },
    'apps/server': {
      entry: [
        // Compiled by scripts/build-server.mjs and run from its sources by scripts/dev.mjs.
        'src/server.ts',
        'src/cli.ts',
        // Frozen (design.md): Kysely's migrator calls each one's `up`, and nothing else they export is changed.
        'src/db/migrations/20*.ts',
      ],
      project: ['src/**/*.ts', 'test/**/*.ts'],
      // The compiled server bundles @tarang/shared's code and imports that code's packages itself
      // (scripts/build-server.mjs), so the server declares them although no server source imports them.
      ignoreDependencies: ['libphonenumber-js', 'temporal-polyfill'],
    },
    'apps/web': {
      project: ['app/**/*.{ts,tsx,css}', '*.ts'],
      // Route modules' types (./+types/…) exist once `react-router typegen` has run, which the typecheck
      // does first; knip runs beside it and does not need them.
      ignoreUnresolved: [/^\.\/\+types\//],
    },
    'packages/shared': {
      project: ['src/**/*.ts'],
    },
    e2e: {
      project: ['**/*.ts'],
    },
    bench: {
      // The benchmarks are test code run by hand (`npm run bench`, bench/src/run.ts) or spawned by it and by
      // scripts/test-hard.mjs (hello-world.ts, load/load.ts).
      // hydrate-control/ is a React Router project the bench builds with React Router's own command.
      entry: ['src/**/*.ts', 'load/*.ts', 'hydrate-control/**/*.{ts,tsx}'],
      project: ['**/*.{ts,tsx}'],
      // bench/src/hello-world.ts imports fastify, which bench/package.json does not list: it resolves to the
      // copy installed for apps/server. Once the benchmarks' package lists it, this line goes. The hydration
      // control builds with apps/web's React Router command (docs/decisions/012-benchmarks.md).
      ignoreDependencies: ['fastify', '@react-router/dev'],
    },
  },
  ignoreIssues: {
    // BlogCard is read only in its own file: its export is for the blog's owners to drop, and then this
    // entry goes.
    'apps/web/app/features/blog/blog-cards.tsx': ['exports'],
  },
  // Programs from the operating system (PostgreSQL, Redis, apt), not from npm.
  ignoreBinaries: ['pg_dump', 'pg_restore', 'pg_ctlcluster', 'redis-server', 'mount', 'su', 'apt-get'],
};

export default config;
