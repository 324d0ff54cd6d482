import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

/**
 * Reads the e2e server's database directly, to prove what the UI claims was stored: its SQLite file, or
 * the PostgreSQL database named by DATABASE_URL when the suite runs against PostgreSQL (scripts/test.mjs).
 * Parameters are written `?` for both.
 */
export async function queryDatabase<T>(sql: string, ...params: unknown[]): Promise<T[]> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      let n = 0;
      return (await client.query(sql.replace(/\?/g, () => `$${++n}`), params)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const db = new Database(path.join(dataDir, 'tarang.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** A unique e-mail per test, so parallel tests never see each other's rows. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
