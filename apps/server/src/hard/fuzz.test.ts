import { sqliteDatabase } from '../test/databases';
import { fuzzEveryEndpoint } from './fuzz-suite';

// Issue 9: every endpoint fuzzed on SQLite (the suite and its invariants: fuzz-suite.ts).
fuzzEveryEndpoint(sqliteDatabase());
