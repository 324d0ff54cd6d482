import { expect, type APIRequestContext } from '@playwright/test';

// Browser tests read what the server stored as a person or an API client would: the admin's list calls
// (admin-fixtures.ts listedRows), a person's export, the e-mails in the outbox (admin-invitations.ts
// emailsTo); never with SQL.

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
