import type { Insertable, Kysely } from 'kysely';
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
