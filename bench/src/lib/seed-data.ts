// The rows the database-scale benchmark loads: 1,000,000 per lead table by default, created_at
// spread evenly over three years with the newest a few seconds old, so every date filter of the
// dashboard (today ... this year, a custom range) has rows. Shared by both dialects' seeding.

import { lookingForOptions } from '@tarang/shared/demo';

export const ROWS = Number(process.env.BENCH_DB_ROWS ?? 1_000_000);
export const SPAN_SECONDS = 3 * 365.25 * 86_400;

export const leadTables = [
  { name: 'users', table: 'users', path: '/api/auth/user/all' },
  { name: 'contacts', table: 'contact_requests', path: '/api/contact/all' },
  { name: 'demos', table: 'demo_requests', path: '/api/demo/all' },
  { name: 'subscribers', table: 'subscribers', path: '/api/subscribe/all' },
] as const;

export type LeadTable = (typeof leadTables)[number]['name'];

export const seedColumns: Record<LeadTable, string[]> = {
  users: ['name', 'email', 'password_hash', 'created_at'],
  contacts: ['name', 'email', 'contact', 'question', 'created_at', 'status', 'utm_source', 'utm_campaign'],
  demos: ['name', 'email', 'contact', 'businessname', 'jobfunction', 'lookingfor', 'message', 'created_at', 'status', 'utm_source', 'utm_campaign'],
  subscribers: ['email', 'status', 'token_hash', 'created_at', 'confirmed_at'],
};

// Not a real hash: nobody logs in as these users, and hashing a million passwords takes hours.
export const FAKE_HASH = '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzZWVkc2FsdA$bm90LWEtcmVhbC1oYXNoLWp1c3Qtc2VlZC1kYXRh';

/** created_at of row i (0-based), as the ISO-8601 UTC text the application writes. */
function createdAt(i: number, endMs: number): string {
  return new Date(endMs - Math.round(((ROWS - i) * SPAN_SECONDS * 1000) / ROWS)).toISOString();
}

/**
 * How a lead is worked and where it came from (docs/decisions/032-lead-pipeline-and-attribution.md): half
 * still New, a tenth in each other status; a quarter each from the newsletter and a search engine, half
 * untagged; an eighth each in the 'diwali' and 'launch' campaigns. Owners stay unset (admins are made
 * after seeding), so 'unassigned' is the widest owner filter there is.
 */
const leadStatusOf = (i: number) => ['new', 'new', 'new', 'new', 'new', 'contacted', 'qualified', 'unqualified', 'won', 'lost'][i % 10]!;
const utmSourceOf = (i: number) => (i % 4 === 0 ? 'newsletter' : i % 4 === 1 ? 'search' : null);
const utmCampaignOf = (i: number) => (i % 8 === 0 ? 'diwali' : i % 8 === 4 ? 'launch' : null);

export function seedRow(name: LeadTable, i: number, endMs: number): unknown[] {
  const at = createdAt(i, endMs);
  const contact = `9${String(i).padStart(9, '0')}`;
  switch (name) {
    case 'users':
      return [`User ${i}`, `user${i}@example.com`, FAKE_HASH, at];
    case 'contacts':
      return [`Lead ${i}`, `lead${i}@example.com`, contact, `Question ${i}: what do 10,000 promotional SMS cost?`, at, leadStatusOf(i), utmSourceOf(i), utmCampaignOf(i)];
    case 'demos':
      return [`Demo ${i}`, `demo${i}@example.com`, contact, `Business ${i % 5000}`, 'support', lookingForOptions[i % lookingForOptions.length]!, `Demo request ${i}: we send about 50,000 OTPs a day.`, at, leadStatusOf(i), utmSourceOf(i), utmCampaignOf(i)];
    case 'subscribers':
      return [`reader${i}@example.com`, i % 10 === 0 ? 'pending' : 'confirmed', `token-hash-${i}`, at, i % 10 === 0 ? null : at];
  }
}
