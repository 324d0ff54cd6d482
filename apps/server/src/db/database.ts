import type { SubscriberRecord } from '@tarang/shared/admin';
import type { ColumnType, Generated } from 'kysely';

/** Timestamps: timestamptz on PostgreSQL, ISO-8601 text on SQLite; written as ISO strings. */
export type Timestamp = ColumnType<Date | string, string, string>;
export type NullableTimestamp = ColumnType<Date | string | null, string | null | undefined, string | null>;

export interface ContactRequestsTable {
  id: Generated<number>;
  name: string;
  email: string;
  contact: string;
  question: string;
  created_at: Timestamp;
}

export interface AccountTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  created_at: Timestamp;
}

export interface AdminTable extends Omit<AccountTable, 'name'> {
  name: string | null;
}

export type SessionRole = 'user' | 'admin';

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  role: SessionRole;
  subject_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface DemoRequestsTable {
  id: Generated<number>;
  name: string;
  email: string;
  contact: string;
  businessname: string;
  jobfunction: string;
  lookingfor: string;
  message: string;
  created_at: Timestamp;
}

export type SubscriberStatus = SubscriberRecord['status'];

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  status: SubscriberStatus;
  token_hash: string;
  created_at: Timestamp;
  confirmed_at: NullableTimestamp;
  unsubscribed_at: NullableTimestamp;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  status: OutboxStatus;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  locked_until: NullableTimestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  /** JSON object of extra headers (List-Unsubscribe, Reply-To), or null; migration 003. */
  headers: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

/**
 * Per-day tally of each lead table, kept by triggers (migration 004), so dashboard counts over a
 * date range cost O(days), not O(rows). `day` is the UTC date of created_at, 'YYYY-MM-DD'.
 */
export interface LeadDayCountsTable {
  table_name: string;
  day: string;
  shard: number;
  /** bigint on PostgreSQL: pg returns it as a string. */
  n: ColumnType<number | string, number, number>;
}

export interface Database {
  contact_requests: ContactRequestsTable;
  users: AccountTable;
  admins: AdminTable;
  sessions: SessionsTable;
  demo_requests: DemoRequestsTable;
  subscribers: SubscribersTable;
  outbox: OutboxTable;
  site_settings: SiteSettingsTable;
  lead_day_counts: LeadDayCountsTable;
}
