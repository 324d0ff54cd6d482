import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { expect, type APIRequestContext } from '@playwright/test';

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

export interface Visitor {
  name: string;
  email: string;
  password: string;
}

/**
 * A registered visitor for a test that is not about signing up, made as an API client makes one: the
 * public sign-up call (the browser suite's server does not hold calls to the bot check's fill time).
 */
export async function createVisitor(request: APIRequestContext, fields: Partial<Visitor> = {}): Promise<Visitor> {
  const visitor = { name: fields.name ?? 'Kavya Menon', email: fields.email ?? uniqueEmail('visitor'), password: fields.password ?? 'visitor-pass' };
  const res = await request.post('/api/auth/user/signup', { data: visitor });
  expect(res.status(), await res.text()).toBe(200);
  return visitor;
}

/** A registered visitor and the token of a login, as the site stores it after Login. */
export async function signedInVisitor(request: APIRequestContext, fields: Partial<Visitor> = {}): Promise<Visitor & { token: string }> {
  const visitor = await createVisitor(request, fields);
  const res = await request.post('/api/auth/user/login', { data: { email: visitor.email, password: visitor.password } });
  expect(res.status(), await res.text()).toBe(200);
  return { ...visitor, token: ((await res.json()) as { token: string }).token };
}
