import path from 'node:path';
import Database from 'better-sqlite3';

/** Reads the e2e server's SQLite database directly, to prove what the UI claims was stored. */
export function queryDatabase<T>(sql: string, ...params: unknown[]): T[] {
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
