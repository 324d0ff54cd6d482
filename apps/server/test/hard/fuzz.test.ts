import { sqliteDatabase } from '../../src/test/databases';
import { fuzzEveryEndpoint } from './fuzz-suite';

// Every endpoint fuzzed on SQLite (the suite and its invariants: fuzz-suite.ts).
fuzzEveryEndpoint(sqliteDatabase());
