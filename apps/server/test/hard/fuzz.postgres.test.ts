import { expect, test } from 'vitest';
import { postgresDatabase, postgresUrl } from '../../src/test/databases';
import { fuzzEveryEndpoint } from './fuzz-suite';
import { notRun } from './hard-mode';

// Every endpoint fuzzed on PostgreSQL (its own file, so it runs beside the SQLite one).
if (postgresUrl) fuzzEveryEndpoint(postgresDatabase(postgresUrl));
else {
  notRun('PostgreSQL fuzzing', 'TEST_DATABASE_URL is not set');
  // Only outside CI: scripts/test.mjs and .ci/run insist on PostgreSQL there.
  test('PostgreSQL fuzzing is left out only outside CI', () => expect(process.env.CI).toBeFalsy());
}
