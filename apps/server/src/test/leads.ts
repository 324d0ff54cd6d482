import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../db/database';

/**
 * A demo request every rule accepts (product §5 "Book a demo"): the tests that need a lead spread in only
 * what they are about, so the valid one is written once.
 */
export function demoRequest(overrides: Partial<Record<'name' | 'email' | 'contact' | 'businessname' | 'jobfunction' | 'lookingfor' | 'message', string>> = {}) {
  return {
    name: 'Asha Rao',
    email: 'asha@example.com',
    contact: '9876543210',
    businessname: 'Acme Retail Pvt Ltd',
    jobfunction: 'support',
    lookingfor: 'WHATSAPP API',
    message: 'We send 2 lakh order updates a month and want WhatsApp.',
    ...overrides,
  };
}

/**
 * Sends a lead form once per [country, number as typed, E.164] and checks that the lead is stored with the
 * number in E.164 (docs/decisions/040-phone-numbers-in-e164.md), each under an address of its own
 * (`<prefix>-<country>@example.com`); `post` spreads these fields over a valid form.
 */
export async function expectStoredInE164(
  app: FastifyInstance,
  table: 'contact_requests' | 'demo_requests',
  post: (fields: { email: string; contact: string; country: string }) => Promise<LightMyRequestResponse>,
  prefix: string,
  numbers: readonly (readonly [country: string, typed: string, e164: string])[],
) {
  for (const [country, typed, e164] of numbers) {
    const email = `${prefix}-${country.toLowerCase()}@example.com`;
    const res = await post({ email, contact: typed, country });
    expect(res.statusCode, res.body).toBe(201);
    const row = await app.database.db.selectFrom(table).select('contact').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.contact).toBe(e164);
  }
}

type Filled<T extends keyof Database, K extends keyof Insertable<Database[T]>> = Omit<Insertable<Database[T]>, K>;

/**
 * Row `i` of each lead table, written straight to the database: a sign-up, a contact question, a demo
 * request and a subscriber, each unique by `i`. The tally tests give what the tallies read (created_at,
 * spam, service, status, owner, attribution, confirmation); the rest is filler no tally reads.
 */
export async function insertLeadRows(
  db: Kysely<Database>,
  i: number,
  rows: {
    user: Filled<'users', 'name' | 'email' | 'password_hash'>;
    contact: Filled<'contact_requests', 'name' | 'email' | 'contact' | 'question'>;
    demo: Filled<'demo_requests', 'name' | 'email' | 'contact' | 'businessname' | 'jobfunction' | 'message'>;
    subscriber: Filled<'subscribers', 'email' | 'token_hash'>;
  },
): Promise<void> {
  await db.insertInto('users').values({ name: `U${i}`, email: `u${i}@example.com`, password_hash: 'x', ...rows.user }).execute();
  await db.insertInto('contact_requests').values({ name: `C${i}`, email: `c${i}@example.com`, contact: '9876543210', question: 'A question here', ...rows.contact }).execute();
  await db
    .insertInto('demo_requests')
    .values({ name: `D${i}`, email: `d${i}@example.com`, contact: '9876543210', businessname: 'Business name', jobfunction: 'support', message: 'Hello there', ...rows.demo })
    .execute();
  await db.insertInto('subscribers').values({ email: `s${i}@example.com`, token_hash: `t${i}`, ...rows.subscriber }).execute();
}
