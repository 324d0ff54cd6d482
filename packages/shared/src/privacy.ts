import { z } from './zod';
import { authMessages, emailSchema } from './auth';
import { consentTexts, type ConsentVersion } from './privacy-notices';

// The privacy promises the code keeps (docs/product.md §14, docs/decisions/031-privacy-retention-erasure.md).
// The server's configuration (apps/server/src/config.ts) and the privacy page (built from the same
// environment by `npm start` / `npm run build`) both read these settings, so the page states what the
// server enforces.

/** Retention settings: environment variable, default, and the least value accepted. */
export const retentionSettings = {
  /** Contact questions and demo requests, suspected spam included. */
  leadsMonths: { env: 'RETENTION_LEADS_MONTHS', default: 24, min: 1 },
  /** Copies of delivered (or given-up) mail: outbox rows and .eml files. */
  mailDays: { env: 'RETENTION_MAIL_DAYS', default: 30, min: 1 },
  /** Newsletter subscriptions nobody confirmed. */
  unconfirmedDays: { env: 'RETENTION_UNCONFIRMED_DAYS', default: 30, min: 1 },
  /** The admin audit trail: at least a year (the database itself refuses to delete younger entries). */
  auditDays: { env: 'RETENTION_AUDIT_DAYS', default: 365, min: 365 },
  /**
   * Page views and goals as counted (docs/decisions/050-cookieless-analytics.md); their hourly and daily
   * totals are kept. At least 2 days, so the day before today can still be rolled up again.
   */
  analyticsDays: { env: 'RETENTION_ANALYTICS_DAYS', default: 90, min: 2 },
} as const;

export type RetentionKey = keyof typeof retentionSettings;
export type Retention = Record<RetentionKey, number>;

export const retentionDefaults: Retention = {
  leadsMonths: retentionSettings.leadsMonths.default,
  mailDays: retentionSettings.mailDays.default,
  unconfirmedDays: retentionSettings.unconfirmedDays.default,
  auditDays: retentionSettings.auditDays.default,
  analyticsDays: retentionSettings.analyticsDays.default,
};

/** A bad value names its variable and the rule, in one line (the server's config error; the build's too). */
export class RetentionSettingError extends Error {}

/** Reads the retention settings from an environment (unset or empty: the default). */
export function readRetention(env: Record<string, string | undefined>): Retention {
  const out = { ...retentionDefaults };
  for (const key of Object.keys(retentionSettings) as RetentionKey[]) {
    const { env: name, min } = retentionSettings[key];
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const n = Number(raw);
    if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(n) || n < min) {
      throw new RetentionSettingError(`Invalid configuration: ${name} must be a whole number, at least ${min} (got ${JSON.stringify(raw)})`);
    }
    out[key] = n;
  }
  return out;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The privacy page's "How long we keep it" statements, from the settings the server enforces. */
export function retentionStatements(r: Retention): string[] {
  return [
    `Contact questions and demo requests (including messages our spam filter held back): ${plural(r.leadsMonths, 'month')} after you sent them, then deleted automatically.`,
    `Newsletter: until you unsubscribe; a subscription nobody confirms is deleted after ${plural(r.unconfirmedDays, 'day')}. After you unsubscribe we keep only your e-mail address, marked unsubscribed, with the record of your consent and its withdrawal, so that we never mail you again by mistake.`,
    `Copies of the e-mails we send (including the notices of your request to our sales team): ${plural(r.mailDays, 'day')} after delivery, then deleted.`,
    'Accounts: for as long as the account is open, until you ask us to erase it. Session tokens: deleted once you log out or they expire.',
    `Records of what our administrators did (the audit trail): ${plural(r.auditDays, 'day')}, then deleted. If you ask us to erase your data, your e-mail address is removed from these records.`,
    `Page views on this site, counted without cookies (the page, where the visit came from, the device class and a code that changes every day and cannot be traced back to you): ${plural(r.analyticsDays, 'day')}, then only hourly and daily totals are kept.`,
    'If you ask us to erase your data, we keep only a one-way keyed fingerprint of your e-mail address on a suppression list, so that we never e-mail that address again.',
    'Server logs: 90 days, unless they are needed to investigate a specific security incident. Backups are kept 14 days, so erased or expired data is gone from them by then.',
    'Invoices and billing records: for as long as Indian tax and company law requires, currently up to eight years. Message and call records: for the period required by telecom regulations and our customer agreements.',
  ];
}

export { consentTexts, CURRENT_NEWSLETTER_CONSENT, PRIVACY_POLICY_PATH, type ConsentVersion } from './privacy-notices';

/** What the newsletter form sends with the address: the wording it showed and the page it was on. */
export const consentSchema = z.object({
  version: z.enum(Object.keys(consentTexts) as [ConsentVersion, ...ConsentVersion[]], { error: 'The consent wording is not known.' }),
  page: z.string().trim().min(1, 'The page is required.').max(200, 'The page is at most 200 characters.').regex(/^\//, 'The page is a path starting with /.'),
});
export type Consent = z.output<typeof consentSchema>;

// The admin's "A person's data" panel (Security page) and its endpoints.
export const privacyMessages = {
  emailRequired: authMessages.emailRequired,
  emailInvalid: authMessages.emailInvalid,
  erased: 'Erased. The address is on the suppression list and will not be mailed again.',
  adminActive: 'This address belongs to an active administrator. Disable the account first, then erase it.',
  salesInbox: 'This is the sales inbox (SALES_EMAIL): it cannot be erased.',
  suppressed: 'This address was erased at its owner’s request and is on the suppression list: it is not mailed.',
} as const;

export const personRequestSchema = z.object({
  email: emailSchema(privacyMessages.emailRequired, privacyMessages.emailInvalid),
});
export type PersonRequest = z.output<typeof personRequestSchema>;

/** What an erasure removed: rows per table, files, and entries anonymised. */
export const erasureResultSchema = z.object({
  message: z.string(),
  deleted: z.record(z.string(), z.number().int()),
  anonymised: z.record(z.string(), z.number().int()),
  files: z.number().int(),
});
export type ErasureResult = z.output<typeof erasureResultSchema>;

export const privacyPaths = {
  /** POST {email}: every row held about the address, as JSON. */
  exportPerson: '/api/admin/privacy/export',
  /** POST {email}: erases the address and puts it on the suppression list. */
  erasePerson: '/api/admin/privacy/erase',
} as const;
