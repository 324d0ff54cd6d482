import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { dropStaleSchemas, postgresUrl } from './databases';

// Test schemas left by test processes that no longer run are dropped; a running process's are kept, and so
// is any schema not named as a test schema (test/databases.ts).
describe.runIf(postgresUrl)('stale PostgreSQL test schemas', () => {
  test('are those of ended test processes only', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    const names = {
      ended: `test_${ended}_0123456789ab`,
      running: `test_${process.ppid}_0123456789ab`,
      other: 'test_0123456789ab',
    };
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      for (const name of Object.values(names)) await client.query(`create schema if not exists ${name}`);
      const dropped = await dropStaleSchemas(postgresUrl!);
      expect(dropped).toContain(names.ended);
      const { rows } = await client.query<{ name: string }>('select nspname as name from pg_namespace where nspname = any($1)', [Object.values(names)]);
      expect(rows.map((r) => r.name).sort()).toEqual([names.other, names.running].sort());
    } finally {
      for (const name of Object.values(names)) await client.query(`drop schema if exists ${name} cascade`);
      await client.end();
    }
  });
});
