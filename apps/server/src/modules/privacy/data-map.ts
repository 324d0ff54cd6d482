import type { RetentionKey } from '@tarang/shared/privacy';

/**
 * The one registry of personal data (docs/decisions/031-privacy-retention-erasure.md). The retention job,
 * `person export`, `person erase`, the data map in docs/operations.md (a test checks it against this list)
 * and the erasure-completeness test all read it. A new table that holds personal data is one entry here.
 */

/** How to find a person's rows, given their address and the account ids it leads to. */
export type PersonMatch =
  /** The column holds the address (compared lower-cased). */
  | { email: string }
  /**
   * The columns' text may contain the address (mail bodies, headers, JSON details). `scrub`: a row found
   * only so is someone else's (a lead that names the person in its question): erasure replaces the
   * address in those columns instead of deleting the row, and an export shows only those columns.
   */
  | { mentions: string[]; scrub?: true }
  /** The row belongs to one of the person's leads: its lead table ('contacts' or 'demos') and id columns. */
  | { leadOf: { table: string; id: string } }
  /** The column holds the id of the person's visitor account (users.id). */
  | { userId: string; where?: Record<string, string> }
  /** The column holds the id of the person's admin account (admins.id). */
  | { adminId: string; where?: Record<string, string> }
  /** The column holds the SHA-256 hex of the lower-cased address (admin_login_failures). */
  | { emailSha256: string };

/** When a row has passed its period. `after` is a retention setting, or 'expiry' for the row's own expiry time. */
export interface RetentionRule {
  after: RetentionKey | 'expiry';
  /** The time column compared with the cut-off. */
  column: string;
  /** Only rows whose column has one of these values (e.g. delivered mail, unconfirmed subscriptions). */
  only?: { column: string; in: string[] };
  /** The data map's words for the period, when the setting alone does not say it. */
  describe: string;
}

export interface PersonalDataTable {
  table: string;
  /** The column that names one row, when it is not `id`. */
  key?: string;
  /** The personal data it holds (for the data map). */
  holds: string;
  why: string;
  /** Text columns where the address or other personal data appears (the erasure test searches these). */
  columns: string[];
  /** Columns never exported (hashes of passwords, tokens, codes): they identify nobody and help an attacker. */
  secret?: string[];
  /**
   * Columns holding a lead's phone number as stored: an export shows each one's E.164 form beside it,
   * as `<column>_e164` (docs/decisions/040-phone-numbers-in-e164.md).
   */
  phones?: string[];
  match: PersonMatch[];
  /** delete: the row goes. anonymise: the row stays with the address removed (the audit trail). */
  erase: 'delete' | 'anonymise';
  retention?: RetentionRule[];
  /** The data map's words for how long rows are kept, when there is no retention rule. */
  kept?: string;
}

/**
 * A table of a visitor's own rows in test mode (docs/decisions/034-test-mode.md): found by its user_id and
 * deleted with the account, and kept while the account is open; a log (`logTime`, the time column of its
 * rows) is kept like mail copies.
 */
function visitorRows({ logTime, ...entry }: Pick<PersonalDataTable, 'table' | 'key' | 'holds' | 'why' | 'columns' | 'secret'> & { logTime?: string }): PersonalDataTable {
  return {
    ...entry,
    match: [{ userId: 'user_id' }],
    erase: 'delete',
    ...(logTime ? { retention: [{ after: 'mailDays', column: logTime, describe: 'like mail copies' }] } : { kept: 'while the account is open' }),
  };
}

export const dataMap: PersonalDataTable[] = [
  {
    table: 'users',
    holds: 'name, e-mail (visitor accounts), where the visitor came from (landing page, referrer, UTM)',
    why: 'to run the account',
    columns: ['name', 'email', 'attribution', 'utm_source', 'utm_campaign'],
    secret: ['password_hash'],
    match: [{ email: 'email' }],
    erase: 'delete',
    kept: 'while the account is open; erased on request',
  },
  {
    // docs/decisions/046-visitor-verification-and-reset.md: a link's token is only ever stored hashed.
    // An e-mail change link also holds the address it moves the account to (decision 047): that address's
    // owner finds the row too.
    table: 'visitor_tokens',
    holds: 'when a visitor asked for an e-mail verification, password reset or e-mail change link, and when it was used; the new address of an e-mail change',
    why: 'to verify the address, reset a forgotten password and change the address, each link once and for a short time',
    columns: ['new_email'],
    secret: ['token_hash'],
    match: [{ userId: 'user_id' }, { email: 'new_email' }],
    erase: 'delete',
    retention: [{ after: 'expiry', column: 'expires_at', describe: 'until the link expires (one hour to reset or change the address, two days to verify)' }],
  },
  {
    table: 'sessions',
    holds: 'IP address, browser (user agent) of signed-in visitors and admins',
    why: 'to keep people signed in and show admins their sessions',
    columns: ['ip', 'user_agent'],
    secret: ['token_hash'],
    match: [
      { userId: 'subject_id', where: { role: 'user' } },
      { adminId: 'subject_id', where: { role: 'admin' } },
    ],
    erase: 'delete',
    retention: [
      { after: 'expiry', column: 'expires_at', describe: 'until it expires' },
      { after: 'expiry', column: 'revoked_at', describe: 'or is revoked (logout)' },
    ],
  },
  {
    // Before the lead tables: a lead's history is found through the lead, so it goes first.
    table: 'lead_events',
    holds: 'a lead’s history and notes (note text, an Unqualified reason, the admins who worked it)',
    why: 'to work the lead (docs/decisions/032-lead-pipeline-and-attribution.md)',
    columns: ['actor', 'from_value', 'to_value', 'text'],
    match: [{ leadOf: { table: 'lead_table', id: 'lead_id' } }, { adminId: 'admin_id' }, { mentions: ['actor', 'from_value', 'to_value', 'text'] }],
    erase: 'delete',
    retention: [{ after: 'leadsMonths', column: 'at', describe: 'after the change or note' }],
  },
  {
    table: 'contact_requests',
    holds: 'name, e-mail, phone, question, where the visitor came from (landing page, referrer, UTM), its status',
    why: 'to answer the question',
    columns: ['name', 'email', 'contact', 'question', 'attribution', 'utm_source', 'utm_campaign', 'status_reason'],
    phones: ['contact'],
    match: [{ email: 'email' }, { mentions: ['question'], scrub: true }],
    erase: 'delete',
    retention: [{ after: 'leadsMonths', column: 'created_at', describe: 'suspected spam included' }],
  },
  {
    table: 'demo_requests',
    holds: 'name, e-mail, phone, business, job, message, where the visitor came from (landing page, referrer, UTM), its status',
    why: 'to arrange the demo',
    columns: ['name', 'email', 'contact', 'businessname', 'jobfunction', 'lookingfor', 'message', 'attribution', 'utm_source', 'utm_campaign', 'status_reason'],
    phones: ['contact'],
    match: [{ email: 'email' }, { mentions: ['message'], scrub: true }],
    erase: 'delete',
    retention: [{ after: 'leadsMonths', column: 'created_at', describe: 'suspected spam included' }],
  },
  {
    table: 'subscribers',
    holds: 'e-mail, consent (time, page, wording version), confirmation, where the visitor came from (landing page, referrer, UTM)',
    why: 'to send the newsletter asked for, and to prove the consent',
    columns: ['email', 'consent_page', 'attribution', 'utm_source', 'utm_campaign'],
    secret: ['token_hash'],
    match: [{ email: 'email' }],
    erase: 'delete',
    retention: [{ after: 'unconfirmedDays', column: 'created_at', only: { column: 'status', in: ['pending'] }, describe: 'unconfirmed' }],
    kept: 'confirmed: until unsubscribed; unsubscribed: the address only, so it is never mailed again',
  },
  {
    table: 'outbox',
    holds: 'recipient, subject, text and HTML body and headers of mail (lead notifications copy the lead); also the .eml files in DATA_DIR/outbox',
    why: 'to deliver mail reliably and retry failures',
    columns: ['to_address', 'subject', 'text_body', 'html_body', 'headers'],
    match: [{ email: 'to_address' }, { mentions: ['text_body', 'html_body', 'headers'] }],
    erase: 'delete',
    retention: [{ after: 'mailDays', column: 'created_at', only: { column: 'status', in: ['sent', 'failed'] }, describe: 'once delivered or given up' }],
  },
  {
    table: 'admins',
    holds: 'name, e-mail of administrators',
    why: 'to run admin accounts',
    columns: ['name', 'email'],
    secret: ['password_hash', 'totp_secret', 'totp_pending_secret'],
    match: [{ email: 'email' }],
    erase: 'delete',
    kept: 'while the account exists; a disabled admin can be erased',
  },
  {
    table: 'admin_invitations',
    holds: 'invited e-mail',
    why: 'to let the invited person sign up once',
    columns: ['email'],
    secret: ['token_hash'],
    match: [{ email: 'email' }],
    erase: 'delete',
    retention: [{ after: 'expiry', column: 'expires_at', describe: 'until it expires (72 hours)' }],
  },
  {
    table: 'admin_recovery_codes',
    holds: 'hashed recovery codes of an admin',
    why: 'to let an admin who lost their phone sign in',
    columns: [],
    secret: ['code_hash'],
    match: [{ adminId: 'admin_id' }],
    erase: 'delete',
    kept: 'while the admin account exists',
  },
  {
    table: 'admin_login_failures',
    holds: 'SHA-256 of an e-mail that failed to sign in, with the SHA-256 of the client address, failure count',
    why: 'to slow down password and code guessing, client by client (docs/decisions/027-admin-security.md)',
    columns: [],
    match: [{ emailSha256: 'email_hash' }],
    erase: 'delete',
    retention: [{ after: 'expiry', column: 'expires_at', describe: 'a day after the last failure, or until a sign-in passes from that address' }],
  },
  {
    table: 'audit_log',
    holds: 'admin e-mail (actor), IP address, details naming people (e.g. an invited address)',
    why: 'to account for every admin action (docs/decisions/027-admin-security.md)',
    columns: ['actor', 'ip', 'detail'],
    match: [{ adminId: 'admin_id' }, { email: 'actor' }, { mentions: ['detail'] }],
    erase: 'anonymise',
    retention: [{ after: 'auditDays', column: 'created_at', describe: 'at least 365 days' }],
  },
  {
    table: 'webhook_deliveries',
    holds: 'the event sent to a CRM (a lead, sign-up or subscriber: name, e-mail, phone, message) until delivered; the first 200 characters of the CRM’s reply',
    why: 'to deliver each event to the CRM even while it is down (docs/decisions/033-webhooks.md)',
    columns: ['body', 'last_result'],
    match: [{ mentions: ['body', 'last_result'] }],
    erase: 'delete',
    retention: [{ after: 'mailDays', column: 'created_at', only: { column: 'status', in: ['delivered', 'failed', 'cancelled'] }, describe: 'once delivered or given up (the body goes at delivery)' }],
  },
  visitorRows({
    table: 'test_keys',
    holds: 'a visitor’s test API keys (hash and first characters)',
    why: 'to answer the visitor’s test requests (docs/decisions/034-test-mode.md)',
    columns: ['key_prefix'],
    secret: ['key_hash'],
  }),
  visitorRows({
    table: 'test_dlt_entities',
    key: 'user_id',
    holds: 'the DLT entity id a visitor registered for testing',
    why: 'to check test messages as an operator would',
    columns: ['entity_id'],
  }),
  visitorRows({
    table: 'test_senders',
    holds: 'sender IDs a visitor registered for testing',
    why: 'to check test messages as an operator would',
    columns: ['sender_id'],
  }),
  visitorRows({
    table: 'test_templates',
    holds: 'DLT templates a visitor registered for testing (name, text)',
    why: 'to check test messages as an operator would',
    columns: ['name', 'body'],
  }),
  visitorRows({
    table: 'test_requests',
    holds: 'a visitor’s test requests and answers (phone numbers, message text; the key is redacted)',
    why: 'the Developer page’s request log',
    columns: ['params', 'answer'],
    logTime: 'created_at',
  }),
  visitorRows({
    table: 'test_messages',
    holds: 'test messages a visitor sent (phone number; the text is in the request log); nothing is sent',
    why: 'the Developer page’s delivery reports and SMS logs',
    columns: ['to_number'],
    logTime: 'submitted_at',
  }),
  visitorRows({
    table: 'test_callback_urls',
    key: 'user_id',
    holds: 'the URL a visitor’s test delivery reports are sent to, and its signing secret',
    why: 'to send the visitor’s test delivery reports (docs/decisions/049-test-mode-callbacks.md)',
    columns: ['url'],
    secret: ['secret'],
  }),
  visitorRows({
    table: 'test_callbacks',
    holds: 'test delivery reports sent to a visitor’s callback URL (phone number, message id), the URL and the first 200 characters of each reply',
    why: 'to send them with retries and show them in the request inspector (docs/decisions/049-test-mode-callbacks.md)',
    columns: ['url', 'body', 'last_result'],
    logTime: 'created_at',
  }),
  visitorRows({
    table: 'test_calls',
    holds: 'numbers a visitor’s test voice broadcast called (nothing is called)',
    why: 'the Developer page’s voice logs',
    columns: ['number'],
    logTime: 'created_at',
  }),
  {
    table: 'test_usage',
    holds: 'how many test requests, messages and calls a visitor made on a day, and the size of their request log',
    why: 'test mode’s daily quota (docs/decisions/034-test-mode.md)',
    columns: [],
    match: [{ userId: 'user_id' }],
    erase: 'delete',
    retention: [{ after: 'expiry', column: 'expires_at', describe: 'until the day after the day counted' }],
  },
  {
    // docs/decisions/050-cookieless-analytics.md: no address, no cookie, no account id; the visitor is a hash
    // under a salt deleted when its day ends, so no row can be found from a person's address.
    table: 'analytics_events',
    holds: 'page views: the page, the other site and campaign a visit came from, the device class, a visitor code (a keyed hash of address and browser under a salt that is deleted each day)',
    why: 'to count visits, sources and campaigns without cookies',
    columns: ['path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'],
    match: [],
    erase: 'delete',
    retention: [{ after: 'analyticsDays', column: 'at', describe: 'then only hourly and daily totals' }],
  },
  {
    table: 'analytics_goals',
    holds: 'goals reached (a demo request, contact question, sign-up, subscription, test key) with the visit’s code',
    why: 'to count which pages, sources and campaigns lead to a goal',
    columns: [],
    match: [],
    erase: 'delete',
    retention: [{ after: 'analyticsDays', column: 'at', describe: 'then only hourly and daily totals' }],
  },
  {
    table: 'suppressions',
    key: 'hash',
    holds: 'keyed hash (HMAC-SHA256) of an erased e-mail',
    why: 'so an erased address is never mailed again',
    columns: [],
    match: [],
    erase: 'delete',
    kept: 'for good (lifted only at the owner’s request: person unsuppress)',
  },
  {
    // docs/decisions/051-content-studio.md: each save keeps who made it; erasing the admin clears the name, the
    // saved text stays (it is the company's article). The byline on content_entries is the published credit.
    table: 'content_revisions',
    holds: 'the name of the admin who saved each revision of a post or help answer',
    why: 'to show who changed an article and restore an earlier version (docs/decisions/051-content-studio.md)',
    columns: ['author_name'],
    match: [{ adminId: 'admin_id' }],
    erase: 'anonymise',
    kept: 'as long as the post or answer',
  },
];

/**
 * Tables the map leaves out on purpose: they hold no personal data. The data-map test checks every table is one or the other.
 * The tallies hold counts per day; lead_filter_days also holds the UTM source and campaign labels of a campaign's links,
 * counted and never tied to a person, and its row goes with the last lead that carried the label (erasure included).
 * audit_erasure_terms holds an address only inside the erasure's own transaction, which empties it before it commits.
 */
export const noPersonalData = [
  'site_settings',
  'lead_day_counts',
  'lead_hour_counts',
  'lead_chart_days',
  'lead_filter_days',
  'bot_check_key',
  'bot_check_used',
  'bot_check_seen',
  'privacy_state',
  'webhook_endpoints',
  // A lead intake key's name names a system, not a person (docs/decisions/041-lead-intake-keys.md).
  'intake_keys',
  'audit_erasure_terms',
  // Analytics (docs/decisions/050-cookieless-analytics.md): the day's salt is a key, not about anyone; the
  // rollups are counts per day or hour and per page, source, campaign or device.
  'analytics_salts',
  'analytics_daily',
  'analytics_hourly',
  // The content studio (docs/decisions/051-content-studio.md): articles, their images (re-encoded, metadata
  // stripped), old addresses and the version. An entry's author_name is the published byline the article
  // carries, like the author line of any published text, and stays with the article.
  'content_entries',
  'content_images',
  'content_image_variants',
  'content_old_slugs',
  // A deleted entry's once-public addresses (docs/decisions/051-content-studio.md): slugs only.
  'content_gone_slugs',
  'content_state',
];
