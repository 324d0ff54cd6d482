import fs from 'node:fs';
import fc from 'fast-check';
import type { ConnectOptions } from '../../src/db/connect';
import type { TestDatabase } from '../../src/test/databases';

/**
 * The hardening suite runs in two sizes (docs/decisions/011-hardening.md): `npm test` runs every property
 * a few hundred times and the quick fault drills; `npm run test:hard` (scripts/test-hard.mjs)
 * sets TARANG_HARD=1 for the long drills and FUZZ_RUNS for many more fuzz runs.
 */
export const HARD = process.env.TARANG_HARD === '1';

/** Fuzz runs per endpoint and database: FUZZ_RUNS when set, otherwise `quick`. */
export function fuzzRuns(quick = 150): number {
  const given = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(given) && given > 0 ? given : quick;
}

/** Whether FUZZ_RUNS asks for a fixed count (test:hard), so the quick scaling is off. */
export const fuzzRunsGiven = Number.isInteger(Number(process.env.FUZZ_RUNS)) && Number(process.env.FUZZ_RUNS) > 0;

// npm test runs a fixed-seed sample, the same cases every run, so a red run is red again on the same
// input; test:hard (FUZZ_RUNS) draws new cases each time and fast-check prints the seed of a failure.
if (!fuzzRunsGiven) fc.configureGlobal({ seed: 20_261_129 });

/** Says loudly that a drill did not run here, and why: never silently green. */
export function notRun(what: string, why: string): void {
  console.warn(`\n⚠ ${what} NOT RUN: ${why}\n`);
}

/**
 * A fresh database for suites about answers rather than durability: SQLite on tmpfs (/dev/shm) so
 * thousands of commits do not wait for the disk; PostgreSQL as the suite's TestDatabase makes it.
 * Durability has its own drills (durability.test.ts, faults.test.ts), on real disks.
 */
export async function answersDatabase(database: TestDatabase): Promise<ConnectOptions> {
  if (database.name !== 'sqlite' || !fs.existsSync('/dev/shm')) return database.create();
  const dataDir = fs.mkdtempSync('/dev/shm/tarang-hard-');
  shmDirs.push(dataDir);
  return { dataDir };
}

const shmDirs: string[] = [];
/** Removes every tmpfs database answersDatabase made. */
export function removeAnswersDatabases(): void {
  for (const d of shmDirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
}
