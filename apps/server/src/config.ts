import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_IDLE_MINUTES_DEFAULT, ADMIN_SESSION_HOURS_DEFAULT } from '@tarang/shared/admin-security';
import { BOT_MAX_NUMBER, BOT_MIN_FILL_MS } from '@tarang/shared/bot-check';
import { brand } from '@tarang/shared/brand';
import { readRetention, type Retention, RetentionSettingError } from '@tarang/shared/privacy';
import { isTimeZone } from '@tarang/shared/time-zone';
import { z } from 'zod';
import { trustProxySetting, type TrustedProxies } from './trust-proxy';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const onOff = z.enum(['on', 'off']);

// Every setting the server reads. docs/configuration.md lists each one.
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/build/client')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().default('http://localhost:5000'),
  TRUST_PROXY: trustProxySetting,
  RATE_LIMITS: onOff.default('on'),
  // Shared rate-limit counters for several instances (docs/decisions/009-scale-out.md).
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  // Defaults from brand/brand.json (docs/decisions/022-brand-configuration.md).
  MAIL_FROM: z.string().min(3).default(`${brand.name} <${brand.emails.noReply}>`),
  SALES_EMAIL: z.email().default(brand.emails.sales),
  // The sales team's time zone: lead e-mails give their times in it (docs/decisions/038-branded-mail.md).
  SALES_TIME_ZONE: z.string().refine(isTimeZone, 'must be an IANA time zone such as Asia/Kolkata or Europe/London').default('Asia/Kolkata'),
  // Admin sessions end after this long idle, and this long after login whatever happens (docs/decisions/027-admin-security.md).
  ADMIN_IDLE_MINUTES: z.coerce.number().int().positive().default(ADMIN_IDLE_MINUTES_DEFAULT),
  ADMIN_SESSION_HOURS: z.coerce.number().int().positive().default(ADMIN_SESSION_HOURS_DEFAULT),
  MAIL_WORKER: onOff.default('on'),
  // Shows /healthz's details (mail queue, Redis) to monitoring that sends it as a bearer token (decision 028).
  HEALTH_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  // The HMAC key of the forms' bot check (docs/decisions/029-bot-protection.md); unset: one kept in the database.
  BOT_CHECK_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  // The bot check's minimum fill time and proof-of-work range: the product's values by default; browser
  // tests that are not about bots set small ones so a submit does not wait out the minimum.
  BOT_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(BOT_MIN_FILL_MS),
  BOT_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(BOT_MAX_NUMBER),
  // Webhooks go only to public addresses, whatever NODE_ENV says; `on` also lets them reach a receiver on
  // this machine (a local test receiver), by http too (docs/decisions/033-webhooks.md).
  WEBHOOK_LOCAL_RECEIVER: onOff.default('off'),
  WEBHOOK_WORKER: onOff.default('on'),
  WEBHOOK_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(2000),
  // Browser tests shrink the retry back-off (0.001: 30 s becomes 30 ms); production keeps 1.
  WEBHOOK_RETRY_SCALE: z.coerce.number().positive().max(1).default(1),
  // Tests shrink rate-limit windows to see them recover; not for production.
  // Whether this process runs the daily retention job (docs/decisions/031-privacy-retention-erasure.md).
  RETENTION_JOB: onOff.default('on'),
  // Whether a new database starts with the site's starting posts and help answers (docs/decisions/051-content-studio.md).
  CONTENT_SEED: onOff.default('on'),
  // RETENTION_LEADS_MONTHS, RETENTION_MAIL_DAYS, RETENTION_UNCONFIRMED_DAYS, RETENTION_AUDIT_DAYS:
  // read by readRetention (packages/shared/src/privacy.ts), which the privacy page's build reads too.
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  webDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  publicUrl: string;
  /** docs/decisions/028-security-test-findings.md */
  trustProxy: TrustedProxies;
  rateLimits: boolean;
  /** Redis for rate-limit counters shared by every instance; unset counts per instance. */
  redisUrl: string | undefined;
  /** A bearer token that shows /healthz's details; unset: only admins see them. */
  healthToken: string | undefined;
  /** SMTP server for outgoing mail; unset writes .eml files under DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  salesEmail: string;
  /** The IANA zone lead e-mails give their times in. */
  salesTimeZone: string;
  /** An admin session ends after this many minutes without a call. */
  adminIdleMinutes: number;
  /** An admin session ends this many hours after login. */
  adminSessionHours: number;
  /** Whether this process runs the outbox worker (off in tests that drive it by hand). */
  mailWorker: boolean;
  /** Signs the forms' bot-check challenges; undefined: the one the database keeps (made on first use). */
  botCheckKey: string | undefined;
  /** A form sent sooner than this after its challenge was issued is taken for a bot's. */
  botMinFillMs: number;
  /** The proof of work's range (its difficulty). */
  botMaxNumber: number;
  /** Whether this process runs the daily retention job (`retention run` does the same on demand). */
  retentionJob: boolean;
  contentSeed: boolean;
  /** How long each kind of personal data is kept (docs/decisions/031-privacy-retention-erasure.md). */
  retention: Retention;
  /** WEBHOOK_LOCAL_RECEIVER=on: a webhook may also go to this machine (loopback), by http too. */
  webhookLocalReceiver: boolean;
  /** Whether this process runs the webhook worker (docs/decisions/033-webhooks.md). */
  webhookWorker: boolean;
  /** How often the webhook worker looks for due deliveries, in ms. */
  webhookPollMs: number;
  /** Multiplies the webhook retry back-off; below 1 only in tests. */
  webhookRetryScale: number;
};

export class ConfigError extends Error {}

/** Connection URLs carry passwords; codes, keys and secrets are secrets. */
const MAY_HOLD_A_SECRET = /^(DATABASE|SMTP|REDIS)_URL$|CODE|KEY|SECRET|TOKEN|PASSWORD/;

/** Reads the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    // The line reaches the service's log: a value that may hold a password or code is never shown (decision 028).
    const got = MAY_HOLD_A_SECRET.test(name) ? '' : ` (got ${JSON.stringify(env[name])})`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${got}`);
  }
  const e = parsed.data;
  let retention: Retention;
  try {
    retention = readRetention(present);
  } catch (err) {
    if (err instanceof RetentionSettingError) throw new ConfigError(err.message);
    throw err;
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    rateLimits: e.RATE_LIMITS === 'on',
    redisUrl: e.REDIS_URL,
    healthToken: e.HEALTH_TOKEN,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    salesEmail: e.SALES_EMAIL,
    salesTimeZone: e.SALES_TIME_ZONE,
    adminIdleMinutes: e.ADMIN_IDLE_MINUTES,
    adminSessionHours: e.ADMIN_SESSION_HOURS,
    mailWorker: e.MAIL_WORKER === 'on',
    botCheckKey: e.BOT_CHECK_KEY,
    botMinFillMs: e.BOT_MIN_FILL_MS,
    botMaxNumber: e.BOT_MAX_NUMBER,
    retentionJob: e.RETENTION_JOB === 'on',
    contentSeed: e.CONTENT_SEED === 'on',
    retention,
    webhookLocalReceiver: e.WEBHOOK_LOCAL_RECEIVER === 'on',
    webhookWorker: e.WEBHOOK_WORKER === 'on',
    webhookPollMs: e.WEBHOOK_POLL_MS,
    webhookRetryScale: e.WEBHOOK_RETRY_SCALE,
  };
}
