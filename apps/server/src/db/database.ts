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
  /** 1 when the bot check failed (suspected spam, never mailed), 0 otherwise; migration 007. */
  spam: ColumnType<number, number | undefined, number>;
  /** Why it was taken for spam ('no-proof', 'honeypot', 'too-fast', ...), null when it is not. */
  spam_reason: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** Set while the account is disabled (migration 005). */
  disabled_at: NullableTimestamp;
  /** Base32 TOTP secret once enrolment is confirmed. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** The secret being enrolled, until a code from it is confirmed. */
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last 30-second step a code was accepted for (no code is accepted twice); bigint on PostgreSQL. */
  totp_last_step: ColumnType<number | string | null, number | null | undefined, number | null>;
  mfa_enrolled_at: NullableTimestamp;
}

export type SessionRole = 'user' | 'admin';
/** An admin session's stage: a code is due, enrolment is due, or signed in (visitors: always 'full'). */
export type SessionStage = 'password' | 'enrol' | 'full';

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  role: SessionRole;
  subject_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  stage: ColumnType<SessionStage, SessionStage | undefined, SessionStage>;
  last_seen_at: NullableTimestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface AdminInvitationsTable {
  id: Generated<number>;
  email: string;
  token_hash: string;
  invited_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface AdminRecoveryCodesTable {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  created_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface AdminLoginFailuresTable {
  email_hash: string;
  failures: number;
  last_failure_at: Timestamp;
}

/** Append-only (the database refuses UPDATE and DELETE; migration 005). */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: Timestamp;
  admin_id: number | null;
  /** The admin's e-mail at the time, or 'cli' for the operator's command line. */
  actor: string;
  action: string;
  outcome: 'ok' | 'refused';
  ip: string | null;
  /** JSON object: filters, row counts, the other admin's e-mail... never a secret. */
  detail: string | null;
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
  /** 1 when the bot check failed (suspected spam, never mailed), 0 otherwise; migration 007. */
  spam: ColumnType<number, number | undefined, number>;
  /** Why it was taken for spam ('no-proof', 'honeypot', 'too-fast', ...), null when it is not. */
  spam_reason: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** When the last confirmation e-mail (and so the current token) was queued; migration 006. */
  confirmation_sent_at: NullableTimestamp;
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

/** Per-UTC-hour tallies for the dashboard's charts (migration 012, docs/decisions/036-dashboard-charts.md). */
export interface LeadHourCountsTable {
  tally: string;
  /** 'YYYY-MM-DDTHH', UTC. */
  hour: string;
  /** bigint on PostgreSQL: pg returns it as a string. */
  n: ColumnType<number | string, number, number>;
}

/** The same tallies per UTC day (migration 012). */
export interface LeadChartDaysTable {
  tally: string;
  /** 'YYYY-MM-DD', UTC. */
  day: string;
  n: ColumnType<number | string, number, number>;
}

/** The HMAC key that signs bot-check challenges (one row, id 1); migration 007. */
export interface BotCheckKeyTable {
  id: number;
  hmac_key: string;
  created_at: Timestamp;
}

/** Bot-check solutions already accepted, until their challenge expires; migration 007. */
export interface BotCheckUsedTable {
  signature: string;
  expires_at: Timestamp;
  used_at: Timestamp;
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
  lead_hour_counts: LeadHourCountsTable;
  lead_chart_days: LeadChartDaysTable;
  admin_invitations: AdminInvitationsTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_login_failures: AdminLoginFailuresTable;
  audit_log: AuditLogTable;
  bot_check_key: BotCheckKeyTable;
  bot_check_used: BotCheckUsedTable;
}
