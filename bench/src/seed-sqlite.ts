// `node --import tsx bench/src/seed-sqlite.ts <file> <endMs>`: loads the lead tables of a migrated
// SQLite file. Its own process, because better-sqlite3 is synchronous and the benchmark builds
// the site meanwhile (db-scale.ts).
import SQLite from 'better-sqlite3';
import { leadTables, ROWS, seedColumns, seedRow } from './lib/seed-data';

const [file, end] = process.argv.slice(2);
if (!file || !end) {
  console.error('usage: seed-sqlite.ts <file> <endMs>');
  process.exit(2);
}
const endMs = Number(end);
const db = new SQLite(file);
// Seeding only: the server reopens the file with its own settings (WAL, synchronous=FULL).
db.pragma('journal_mode = WAL');
db.pragma('synchronous = OFF');
// Multi-row inserts (500 rows per statement) in transactions of 100,000 rows.
const BATCH = 500;
for (const { name, table } of leadTables) {
  const cols = seedColumns[name];
  const tuple = `(${cols.map(() => '?').join(',')})`;
  const insertMany = db.prepare(`insert into ${table} (${cols.join(',')}) values ${Array.from({ length: BATCH }, () => tuple).join(',')}`);
  const insertOne = db.prepare(`insert into ${table} (${cols.join(',')}) values ${tuple}`);
  const chunk = db.transaction((start: number, stop: number) => {
    let i = start;
    for (; i + BATCH <= stop; i += BATCH) {
      const values: unknown[] = [];
      for (let k = i; k < i + BATCH; k++) values.push(...seedRow(name, k, endMs));
      insertMany.run(values);
    }
    for (; i < stop; i++) insertOne.run(seedRow(name, i, endMs));
  });
  for (let start = 0; start < ROWS; start += 100_000) chunk(start, Math.min(ROWS, start + 100_000));
}
db.pragma('wal_checkpoint(TRUNCATE)');
db.close();
