import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/build/**', 'apps/web/build*/**', '**/.react-router/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'data/**', 'apps/server/dist/**', 'apps/server/.test-server/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': ['error', { ignoreRestArgs: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Database queries live in `*.repository.ts` (docs/decisions/002-database-and-dialects.md): a Kysely
    // query started, or raw SQL executed, anywhere else in the server is an error. Migrations are frozen
    // data access of their own; tests and their helpers (src/test) set up and read rows beneath the code they test.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      'apps/server/src/db/migrations/**',
      '**/*.test.ts',
      'apps/server/src/test/**',
      // The connection itself: Kysely's introspector and migrator bookkeeping read the database's catalogue,
      // not the app's tables, and Kysely calls them from the dialect and the migrator it is given.
      'apps/server/src/db/connect.ts',
      // The data copy between two databases (decision 010) is only data access: every table, paged by
      // its primary key, read from one database and written to the other.
      'apps/server/src/ops/migrate-data.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|executeQuery)$/]",
          message: 'Database queries live in *.repository.ts (docs/decisions/002-database-and-dialects.md): move this query into the module repository.',
        },
        {
          selector: "CallExpression[callee.property.name='execute'][callee.object.type='TaggedTemplateExpression'][callee.object.tag.name='sql']",
          message: 'Raw SQL runs from *.repository.ts (docs/decisions/002-database-and-dialects.md): move this query into the module repository.',
        },
        {
          selector: "CallExpression[callee.property.name='execute'][callee.object.type='CallExpression'][callee.object.callee.object.name='sql']",
          message: 'Raw SQL runs from *.repository.ts (docs/decisions/002-database-and-dialects.md): move this query into the module repository.',
        },
      ],
    },
  },
  {
    // Frozen migrations work on any schema, so they take Kysely<any> (design.md).
    files: ['apps/server/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
