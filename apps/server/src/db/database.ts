import type { SubscriberRecord } from '@tarang/shared/admin';
import type { LeadEventKind, LeadStatus, LeadTable } from '@tarang/shared/leads';
import type { ColumnType, Generated } from 'kysely';

/** Timestamps: timestamptz on PostgreSQL, ISO-8601 text on SQLite; written as ISO strings. */
export type Timestamp = ColumnType<Date | string, string, string>;
export type NullableTimestamp = ColumnType<Date | string | null, string | null | undefined, string | null>;

type NullableText = ColumnType<string | null, string | null | undefined, string | null>;
type Int = ColumnType<number, number | undefined, number>;

/** The columns both lead tables have beside their form's fields: the bot check, the work on the lead and where it came from. */
interface LeadColumns {
  id: Generated<number>;
  /** 1 when the bot check failed (suspected spam, never mailed), 0 otherwise; migration 007. */
  spam: Int;
  /** Why it was taken for spam ('no-proof', 'honeypot', 'too-fast', ...), null when it is not. */
  spam_reason: NullableText;
  /** Working the lead (migration 009): status, Unqualified reason, owner, last change. */
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  status_reason: NullableText;
  owner_admin_id: ColumnType<number | null, number | null | undefined, number | null>;
  updated_at: NullableTimestamp;
  /** First-party attribution (migration 009): JSON of packages/shared leads.ts Attribution, and the first visit's UTM source and campaign. */
  attribution: NullableText;
  utm_source: NullableText;
  utm_campaign: NullableText;
  created_at: Timestamp;
}

interface ContactRequestsTable extends LeadColumns {
  name: string;
  email: string;
  contact: string;
  question: string;
}

interface AccountTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  created_at: Timestamp;
}

type UsersTable = AccountTable &
  Attributed & {
    /** When the owner opened a verification link; null until then (migration 022). */
    email_verified_at: NullableTimestamp;
  };

export type VisitorTokenPurpose = 'verify-email' | 'password-reset' | 'email-change';

/** A visitor's single-use link token, SHA-256 only (migration 022). */
interface VisitorTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: VisitorTokenPurpose;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  /** The address an 'email-change' link moves the account to (migration 023); null for other purposes. */
  new_email: string | null;
}

interface AdminTable extends Omit<AccountTable, 'name'> {
  name: string | null;
  /** The admin's previous dashboard visit: "new since your last visit" counts from it (migration 009). */
  leads_seen_at: NullableTimestamp;
  /** Set while the account is disabled (migration 005). */
  disabled_at: NullableTimestamp;
  /** Base32 TOTP secret once enrolment is confirmed. */
  totp_secret: NullableText;
  /** The secret being enrolled, until a code from it is confirmed. */
  totp_pending_secret: NullableText;
  /** The last 30-second step a code was accepted for (no code is accepted twice); bigint on PostgreSQL. */
  totp_last_step: ColumnType<number | string | null, number | null | undefined, number | null>;
  mfa_enrolled_at: NullableTimestamp;
}

export type SessionRole = 'user' | 'admin';
/** An admin session's stage: a code is due, enrolment is due, or signed in (visitors: always 'full'). */
export type SessionStage = 'password' | 'enrol' | 'full';

interface SessionsTable {
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

interface AdminRecoveryCodesTable {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  created_at: Timestamp;
  used_at: NullableTimestamp;
}

/** Failed sign-in steps per account, step and client (migration 015, docs/decisions/027-admin-security.md). */
interface AdminLoginFailuresTable {
  id: Generated<number>;
  email_hash: string;
  step: LoginStep;
  client_hash: string;
  failures: number;
  last_failure_at: Timestamp;
  next_try_at: Timestamp;
  expires_at: Timestamp;
}

/** Which sign-in step a failure was counted on: the password, or the code (TOTP or recovery code). */
export type LoginStep = 'password' | 'code';

/** An address an erasure is taking out of the audit trail, for the length of its transaction (migration 017). */
interface AuditErasureTermsTable {
  term: string;
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

interface DemoRequestsTable extends LeadColumns {
  name: string;
  email: string;
  contact: string;
  businessname: string;
  jobfunction: string;
  lookingfor: string;
  message: string;
}

export type SubscriberStatus = SubscriberRecord['status'];

interface SubscribersTable {
  id: Generated<number>;
  email: string;
  status: SubscriberStatus;
  token_hash: string;
  /** First-party attribution (migration 009): JSON of packages/shared leads.ts Attribution, and the first visit's UTM source and campaign. */
  attribution: NullableText;
  utm_source: NullableText;
  utm_campaign: NullableText;
  created_at: Timestamp;
  confirmed_at: NullableTimestamp;
  unsubscribed_at: NullableTimestamp;
  /** When the last confirmation e-mail (and so the current token) was queued; migration 006. */
  confirmation_sent_at: NullableTimestamp;
  /** The newsletter form's consent: when, on which page, which wording version (migration 008); null from API callers that sent none. */
  consent_at: NullableTimestamp;
  consent_page: NullableText;
  consent_text_version: NullableText;
}

type OutboxStatus = 'pending' | 'sent' | 'failed';

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
  headers: NullableText;
  /** The HTML part beside text_body (docs/decisions/038-branded-mail.md); migration 018. */
  html_body: NullableText;
}

interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

/**
 * Per-day tally of each lead table, kept by triggers (migration 004), so dashboard counts over a
 * date range cost O(days), not O(rows). `day` is the UTC date of created_at, 'YYYY-MM-DD'.
 */
interface LeadDayCountsTable {
  table_name: string;
  day: string;
  shard: number;
  /** bigint on PostgreSQL: pg returns it as a string. */
  n: ColumnType<number | string, number, number>;
}

/** Per-UTC-hour tallies for the dashboard's charts (migration 012, docs/decisions/036-dashboard-charts.md). */
interface LeadHourCountsTable {
  tally: string;
  /** 'YYYY-MM-DDTHH', UTC. */
  hour: string;
  /** bigint on PostgreSQL: pg returns it as a string. */
  n: ColumnType<number | string, number, number>;
  /** Of n, the rows before minute 15, 30 and 45 of the hour (migration 013). */
  before15: ColumnType<number, number | undefined, number>;
  before30: ColumnType<number, number | undefined, number>;
  before45: ColumnType<number, number | undefined, number>;
}

/** The same tallies per UTC day (migration 012). */
/** Per UTC day, the rows of a lead table per filter value or pair of values (migration 013). */
interface LeadFilterDaysTable {
  table_name: string;
  /** 'status', 'owner', 'source', 'campaign' or two of them joined by '+'. */
  dims: string;
  v1: string;
  /** '' for a single filter. */
  v2: string;
  /** 'YYYY-MM-DD', UTC. */
  day: string;
  n: ColumnType<number | string, number, number>;
}

/** The day rows' prefix columns (migration 013): before01 counts the rows of the day before 01:00 UTC, and so on. */
export type DayHourColumn = `before${'0' | '1'}${'1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9'}` | 'before10' | 'before20' | 'before21' | 'before22' | 'before23';
/** Of n, the rows before minute 15, 30 or 45 of each UTC hour of the day (migration 014): before0015 .. before2345. */
export type DayQuarterColumn = `before${`${'0' | '1'}${'0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9'}` | '20' | '21' | '22' | '23'}${'15' | '30' | '45'}`;

type LeadChartDaysTable = {
  tally: string;
  /** 'YYYY-MM-DD', UTC. */
  day: string;
  n: ColumnType<number | string, number, number>;
} & Record<DayHourColumn | DayQuarterColumn, ColumnType<number, number | undefined, number>>;

/** The HMAC key that signs bot-check challenges (one row, id 1); migration 007. */
interface BotCheckKeyTable {
  id: number;
  hmac_key: string;
  created_at: Timestamp;
}

/** Bot-check solutions already accepted, until their challenge expires; migration 007. */
interface BotCheckUsedTable {
  signature: string;
  expires_at: Timestamp;
  used_at: Timestamp;
}

/** Keyed fingerprints of a client and a lead form's content, until they expire; migration 021. */
interface BotCheckSeenTable {
  fingerprint: string;
  expires_at: Timestamp;
}

/** A CRM's webhook endpoint (docs/decisions/033-webhooks.md); migration 010. */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  url: string;
  description: ColumnType<string, string | undefined, string>;
  /** JSON array of event names. */
  events: string;
  /** whsec_<base64>: signs every delivery, so kept usable (never hashed), never answered after creation. */
  secret: string;
  /** The secret a rotation replaced: deliveries are signed with it too until previous_secret_until (migration 027). */
  previous_secret: ColumnType<string | null, string | null | undefined, string | null>;
  previous_secret_until: NullableTimestamp;
  enabled: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed' | 'cancelled';

/**
 * The columns the webhook worker keeps for each delivery it tries, whoever it is for: an admin's endpoint
 * (webhook_deliveries, migration 010) or a visitor's callback URL (test_callbacks, migration 025).
 */
interface DeliveryAttemptColumns {
  status: WebhookDeliveryStatus;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  locked_until: NullableTimestamp;
  response_status: number | null;
  last_result: string | null;
  duration_ms: number | null;
  last_attempt_at: NullableTimestamp;
  created_at: Timestamp;
}

/** One event for one endpoint, delivered by the webhook worker; migration 010. */
export interface WebhookDeliveriesTable extends DeliveryAttemptColumns {
  id: Generated<number>;
  endpoint_id: number;
  message_id: string;
  event: string;
  /** The JSON body; null once delivered or cancelled (it holds personal data). */
  body: string | null;
}

/** A lead intake key (docs/decisions/041-lead-intake-keys.md); migration 020. */
export interface IntakeKeysTable {
  id: Generated<number>;
  name: string;
  /** SHA-256 (hex) of the key; the key itself is shown once and never stored. */
  key_hash: string;
  key_prefix: string;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

/** Test mode (migration 011, docs/decisions/034-test-mode.md). */
interface TestKeysTable {
  id: Generated<number>;
  user_id: number;
  key_hash: string;
  key_prefix: string;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
}
interface TestDltEntitiesTable {
  user_id: number;
  entity_id: string;
  updated_at: Timestamp;
}
interface TestSendersTable {
  id: Generated<number>;
  user_id: number;
  sender_id: string;
  created_at: Timestamp;
}
interface TestTemplatesTable {
  id: Generated<number>;
  user_id: number;
  template_id: string;
  entity_id: string;
  sender_id: string;
  category: string;
  name: NullableText;
  body: string;
  variables: number;
  is_default: Int;
  created_at: Timestamp;
}
interface TestRequestsTable {
  id: Generated<number>;
  user_id: number;
  key_id: ColumnType<number | null, number | null | undefined, number | null>;
  call: string;
  method: string;
  path: string;
  /** JSON of the parameters sent, the key and token replaced by their first characters. */
  params: string;
  status_code: number;
  /** JSON of the answer. */
  answer: string;
  created_at: Timestamp;
}
interface TestMessagesTable {
  id: Generated<number>;
  user_id: number;
  message_id: string;
  request_id: ColumnType<number | null, number | null | undefined, number | null>;
  to_number: string;
  sender_id: string;
  template_id: string;
  encoding: string;
  segments: number;
  /** The final outcome the magic numbers decide: DELIVERED, REJECTED or DELAYED. */
  outcome: string;
  error_code: NullableText;
  submitted_at: Timestamp;
}
/** A visitor's test mode use on one UTC day, against TEST_DAILY_QUOTA (migration 016). */
interface TestUsageTable {
  id: Generated<number>;
  user_id: number;
  day: string;
  requests: number;
  messages: number;
  calls: number;
  bytes: number;
  expires_at: Timestamp;
}
interface TestCallsTable {
  id: Generated<number>;
  user_id: number;
  call_id: string;
  broadcast_id: string;
  number: string;
  caller_id: string;
  outcome: string;
  dtmf_wait: number;
  created_at: Timestamp;
}

/** A visitor's delivery-report callback URL and its signing secret (docs/decisions/049-test-mode-callbacks.md); migration 025. */
interface TestCallbackUrlsTable {
  user_id: number;
  url: string;
  /** whsec_<base64>: signs every callback, so kept usable (never hashed), answered only when new. */
  secret: string;
  updated_at: Timestamp;
}
/** One delivery report or test event for a visitor's callback URL, sent by the webhook worker; migration 025. */
export interface TestCallbacksTable extends DeliveryAttemptColumns {
  id: Generated<number>;
  user_id: number;
  message_id: string;
  event: string;
  url: string;
  body: string;
}

/** Erased addresses as HMAC-SHA256 hashes: never mailed again (migration 008). */
interface SuppressionsTable {
  hash: string;
  created_at: Timestamp;
}

/** Shared privacy state: 'hmac_key' (the suppression key) and 'retention_lease' (migration 008). */
interface PrivacyStateTable {
  name: string;
  value: string;
  updated_at: Timestamp;
}

interface Attributed {
  /** First-party attribution (migration 009): JSON of packages/shared leads.ts Attribution, and the first visit's UTM source and campaign. */
  attribution: NullableText;
  utm_source: NullableText;
  utm_campaign: NullableText;
}

/** Each lead's history and notes (migration 009); `lead_table` is 'contacts' or 'demos'. */
export interface LeadEventsTable {
  id: Generated<number>;
  lead_table: LeadTable;
  lead_id: number;
  at: Timestamp;
  admin_id: number | null;
  /** The admin's e-mail at the time. */
  actor: string | null;
  kind: LeadEventKind;
  from_value: string | null;
  to_value: string | null;
  text: string | null;
}

/** Analytics (docs/decisions/050-cookieless-analytics.md): the day's salt, raw views and goals, rollups. */
interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}
export interface AnalyticsEventsTable {
  id: Generated<number>;
  at: Timestamp;
  day: string;
  visitor: string;
  path: string;
  referrer: string | null;
  source: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  device: string;
  /** 1 once the rollups count this view (migration 030, docs/decisions/053-incremental-analytics-rollup.md). */
  rolled: Generated<number>;
}
interface AnalyticsGoalsTable {
  id: Generated<number>;
  at: Timestamp;
  day: string;
  visitor: string;
  goal: string;
  /** 1 once the rollups count this goal. */
  rolled: Generated<number>;
}
export interface AnalyticsCounts {
  visitors: number;
  visits: number;
  views: number;
  bounces: number;
  goal_demo: number;
  goal_contact: number;
  goal_signup: number;
  goal_subscribe: number;
  goal_test_key: number;
}
interface AnalyticsDailyTable extends AnalyticsCounts {
  day: string;
  dimension: string;
  value: string;
}
interface AnalyticsHourlyTable extends AnalyticsCounts {
  hour: string;
}

/** An uploaded image (docs/decisions/051-content-studio.md); migration 028. */
interface ContentImagesTable {
  id: Generated<number>;
  width: number;
  height: number;
  created_at: Timestamp;
}

/** One re-encoded WebP of an image, at one width; migration 028. */
interface ContentImageVariantsTable {
  image_id: number;
  width: number;
  height: number;
  bytes: Buffer;
}

/** A blog post or help answer; migration 028. */
export interface ContentEntriesTable {
  id: Generated<number>;
  kind: 'post' | 'answer';
  slug: string;
  status: 'draft' | 'scheduled' | 'published' | 'unpublished';
  title: string;
  description: string;
  body: string;
  /** JSON array of strings. */
  tags: string;
  category: NullableText;
  /** JSON {label, href}. */
  link: NullableText;
  cover_image_id: ColumnType<number | null, number | null | undefined, number | null>;
  cover_src: NullableText;
  cover_alt: NullableText;
  cover_width: ColumnType<number | null, number | null | undefined, number | null>;
  cover_height: ColumnType<number | null, number | null | undefined, number | null>;
  preview_image_id: ColumnType<number | null, number | null | undefined, number | null>;
  preview_width: ColumnType<number | null, number | null | undefined, number | null>;
  preview_height: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1: shown in the blog's trending grid. */
  featured: Int;
  author_name: string;
  publish_at: NullableTimestamp;
  published_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  revision: number;
}

/** Every save of an entry; migration 028. */
interface ContentRevisionsTable {
  id: Generated<number>;
  entry_id: number;
  number: number;
  /** JSON of the editable fields. */
  snapshot: string;
  admin_id: ColumnType<number | null, number | null | undefined, number | null>;
  author_name: NullableText;
  created_at: Timestamp;
}

/** A published entry's earlier slug; migration 028. */
interface ContentOldSlugsTable {
  kind: string;
  slug: string;
  entry_id: number;
}

/** A deleted entry's once-public slugs, answering 410; migration 029. */
interface ContentGoneSlugsTable {
  kind: string;
  slug: string;
  deleted_at: Timestamp;
}

/** One row: the published output's version and when the starting content was imported; migration 028. */
interface ContentStateTable {
  id: number;
  version: number;
  seeded_at: NullableTimestamp;
}

export interface Database {
  lead_events: LeadEventsTable;
  contact_requests: ContactRequestsTable;
  users: UsersTable;
  visitor_tokens: VisitorTokensTable;
  admins: AdminTable;
  sessions: SessionsTable;
  demo_requests: DemoRequestsTable;
  subscribers: SubscribersTable;
  outbox: OutboxTable;
  site_settings: SiteSettingsTable;
  lead_day_counts: LeadDayCountsTable;
  lead_hour_counts: LeadHourCountsTable;
  lead_chart_days: LeadChartDaysTable;
  lead_filter_days: LeadFilterDaysTable;
  admin_invitations: AdminInvitationsTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_login_failures: AdminLoginFailuresTable;
  audit_log: AuditLogTable;
  audit_erasure_terms: AuditErasureTermsTable;
  bot_check_key: BotCheckKeyTable;
  bot_check_used: BotCheckUsedTable;
  bot_check_seen: BotCheckSeenTable;
  suppressions: SuppressionsTable;
  privacy_state: PrivacyStateTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  intake_keys: IntakeKeysTable;
  test_keys: TestKeysTable;
  test_dlt_entities: TestDltEntitiesTable;
  test_senders: TestSendersTable;
  test_templates: TestTemplatesTable;
  test_requests: TestRequestsTable;
  test_messages: TestMessagesTable;
  test_calls: TestCallsTable;
  test_usage: TestUsageTable;
  test_callback_urls: TestCallbackUrlsTable;
  test_callbacks: TestCallbacksTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_events: AnalyticsEventsTable;
  analytics_goals: AnalyticsGoalsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_hourly: AnalyticsHourlyTable;
  content_images: ContentImagesTable;
  content_image_variants: ContentImageVariantsTable;
  content_entries: ContentEntriesTable;
  content_revisions: ContentRevisionsTable;
  content_old_slugs: ContentOldSlugsTable;
  content_gone_slugs: ContentGoneSlugsTable;
  content_state: ContentStateTable;
}
