import { type Kysely, type Selectable, Transaction } from 'kysely';
import { type Clock, systemClock } from '../clock';
import type { DialectName } from '../db/connect';
import { type AttemptOutcome, drainQueue, type DrainQueueOptions, type QueueLog } from '../db/durable-queue';
import type { Database, OutboxTable } from '../db/database';
import { privacyMessages } from '@tarang/shared/privacy';
import { isSuppressed } from '../modules/privacy/suppression';
import { AppError } from '../plugins/errors';
import { createOutboxRepository } from './outbox.repository';
import { ALLOWED_HEADERS, type MailHeaders, type MailTransport, type OutgoingMail } from './transport';

/**
 * The mail outbox (docs/decisions/007-mail-outbox.md). product §13: "A failed send is retried; a lead
 * is never lost because mail failed." So a request never talks to the mail server: it inserts its lead
 * and an outbox row in one transaction, and a worker delivers the rows afterwards, retrying with backoff.
 */

export type MailKind =
  | 'demo-request'
  | 'contact-question'
  | 'subscribe-confirm'
  | 'admin-invitation'
  | 'signup-taken'
  | 'mfa-changed'
  | 'verify-email'
  | 'password-reset'
  | 'email-change'
  | 'email-change-taken'
  | 'email-change-notice';

/**
 * docs/decisions/030-newsletter-and-signup-privacy.md: the public forms mail whatever address a visitor
 * types, so any one address gets at most this many such e-mails an hour, from all forms together; over
 * it the mail is simply not queued (the visitor's answer does not change).
 */
export const MAIL_PER_RECIPIENT_PER_HOUR = 3;
const RECIPIENT_WINDOW_MS = 60 * 60 * 1000;
/**
 * Kinds whose address is not a visitor's choice: the sales inbox (SALES_EMAIL), an admin's invitation and
 * the notice to an admin that their second factor changed (never dropped by a cap). Every other kind,
 * including any added later, is capped.
 */
const UNCAPPED = ['demo-request', 'contact-question', 'admin-invitation', 'mfa-changed'] as const satisfies readonly MailKind[];
type UncappedKind = (typeof UNCAPPED)[number];
const UNCAPPED_KINDS: ReadonlySet<MailKind> = new Set(UNCAPPED);

/**
 * Kinds whose links carry a single-use token (an admin invitation, a newsletter confirmation and its
 * unsubscribe link, a visitor's verification, password reset and e-mail change links). Once sent, the outbox row keeps
 * the message without the tokens: the recipient has the only copy (docs/decisions/007-mail-outbox.md,
 * 046-visitor-verification-and-reset.md).
 */
const TOKEN_LINK_KINDS: ReadonlySet<MailKind> = new Set(['admin-invitation', 'subscribe-confirm', 'verify-email', 'password-reset', 'email-change']);
/** Our tokens: 43 base64url characters, in a link's path or query. */
const LINK_TOKEN = /(?<=[/=])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;
export const REMOVED_TOKEN = '(removed-after-delivery)';

/** The message as the outbox keeps it once sent: token links without their tokens, in every part. */
function withoutLinkTokens(
  row: Pick<OutboxRow, 'kind' | 'text_body' | 'html_body' | 'headers'>,
): { text_body: string; html_body: string | null; headers: string | null } | undefined {
  if (!TOKEN_LINK_KINDS.has(row.kind as MailKind)) return undefined;
  const scrub = (value: string | null) => (value === null ? null : value.replace(LINK_TOKEN, REMOVED_TOKEN));
  return { text_body: row.text_body.replace(LINK_TOKEN, REMOVED_TOKEN), html_body: scrub(row.html_body), headers: scrub(row.headers) };
}

/** A message to queue: its text part and its HTML part, both from one composeMail (mail/compose.ts). */
export interface NewMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: MailHeaders;
}

/** What a service that notifies the sales inbox needs. */
export interface LeadMailSettings {
  /** The sales inbox (SALES_EMAIL). */
  salesEmail: string;
  /** PUBLIC_URL: the e-mail links to the lead on the dashboard. */
  publicUrl: string;
  /** SALES_TIME_ZONE: the e-mail's times are the sales team's. */
  timeZone: string;
  /** Called after the commit, so the worker sends at once instead of at its next poll. */
  mailQueued: () => void;
}

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Queues a message. Pass the transaction that writes the lead, so both commit or neither does;
 * the worker only sees the row after the commit. Answers undefined, queuing nothing, when the address
 * already had MAIL_PER_RECIPIENT_PER_HOUR capped e-mails in the past hour. The count and the insert run
 * in one transaction that holds the address's lock, so requests at the same instant are counted one
 * after the other and the cap holds under a race. Answers undefined too, queuing nothing, for an address on
 * the suppression list.
 */
export async function enqueueMail(db: Executor, mail: NewMail & { kind: UncappedKind }, now?: Date): Promise<number>;
export async function enqueueMail(db: Executor, mail: NewMail, now?: Date): Promise<number | undefined>;
export async function enqueueMail(db: Executor, mail: NewMail, now: Date = new Date()): Promise<number | undefined> {
  // An erased address is never mailed again, whatever asks (docs/decisions/031-privacy-retention-erasure.md).
  // A visitor's form quietly sends nothing; an address the operator chose (an invitation) is refused
  // out loud. The sales inbox itself cannot be erased, so a lead's notification always queues.
  if (await isSuppressed(db, mail.to)) {
    if (UNCAPPED_KINDS.has(mail.kind)) throw new AppError(409, privacyMessages.suppressed);
    return undefined;
  }
  if (UNCAPPED_KINDS.has(mail.kind)) return insertMail(db, mail, now);
  if (!(db instanceof Transaction)) return db.transaction().execute((trx) => enqueueMail(trx, mail, now));
  await createOutboxRepository(db as Transaction<Database>).lockRecipient(mail.to);
  if ((await recentMailTo(db, mail.to, now)) >= MAIL_PER_RECIPIENT_PER_HOUR) return undefined;
  return insertMail(db, mail, now);
}

async function insertMail(db: Executor, mail: NewMail, now: Date): Promise<number> {
  const at = now.toISOString();
  const headers = mail.headers && Object.keys(mail.headers).length > 0 ? JSON.stringify(mail.headers) : null;
  return createOutboxRepository(db).insert({
    kind: mail.kind,
    to_address: mail.to,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html,
    headers,
    status: 'pending',
    attempts: 0,
    next_attempt_at: at,
    created_at: at,
  });
}

/** Capped e-mails queued for this address (any case) in the hour before `now`. */
async function recentMailTo(db: Executor, to: string, now: Date): Promise<number> {
  return createOutboxRepository(db).countTo(to, new Date(now.getTime() - RECIPIENT_WINDOW_MS).toISOString(), [...UNCAPPED_KINDS]);
}

/** The retry schedule and its limit are the durable queue's, shared with webhooks (decision 033). */
export { MAX_ATTEMPTS, retryDelayMs } from '../db/durable-queue';

/** What the worker logs through: a Fastify/pino logger fits. */
export type OutboxLog = QueueLog;

interface OutboxDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  transport: MailTransport;
  log: OutboxLog;
}

/** Mail keeps its back-off as it is; its worker gives way to visitors in beforeBatch (startOutboxWorker). */
type DrainOptions = Omit<DrainQueueOptions, 'retryScale'>;

interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
}

/** A send gives up after this long, so a claimed batch always finishes well inside its lock. */
const SEND_TIMEOUT_MS = 60_000;

type OutboxRow = Selectable<OutboxTable>;

/**
 * One pass: claims every due row (in batches) and tries to deliver each once, through the durable
 * queue's claim-and-retry loop (db/durable-queue.ts). Safe to run in several processes at once: a row is
 * claimed by one worker at a time. Throws only on database errors.
 */
export async function drainOutbox(deps: OutboxDeps, options: DrainOptions = {}): Promise<DrainResult> {
  const messages = { retrying: 'mail delivery failed; will retry', gaveUp: 'mail delivery failed for good; the message stays in the outbox as failed' };
  const { finished, retrying, failed } = await drainQueue(
    { ...deps, table: 'outbox', messages, attemptTimeoutMs: SEND_TIMEOUT_MS, attempt: (row, clock) => deliver(deps, row, clock) },
    options,
  );
  return { sent: finished.sent ?? 0, retrying, failed };
}

async function deliver(deps: OutboxDeps, row: OutboxRow, clock: Clock): Promise<AttemptOutcome<'outbox'>> {
  const attempts = row.attempts + 1;
  let failure: string | undefined;
  try {
    await withTimeout(deps.transport.send(toOutgoing(row)), SEND_TIMEOUT_MS);
  } catch (err) {
    failure = describeMailError(err);
  }
  const at = clock.now();
  if (failure === undefined) return { finished: { status: 'sent', sent_at: at.toISOString(), attempts, last_error: null, ...withoutLinkTokens(row) } };
  return { failed: { last_error: failure }, at, context: { outboxId: row.id, kind: row.kind, attempts, error: failure } };
}

function toOutgoing(row: OutboxRow): OutgoingMail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    // Rows queued before migration 018 have no HTML part: they go out as text alone.
    html: row.html_body ?? undefined,
    headers: parseHeaders(row.headers),
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  };
}

function parseHeaders(json: string | null): MailHeaders {
  if (!json) return {};
  const parsed: unknown = JSON.parse(json);
  const headers: MailHeaders = {};
  if (parsed && typeof parsed === 'object') {
    for (const name of ALLOWED_HEADERS) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string') headers[name] = value;
    }
  }
  return headers;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${ms / 1000} s`), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A short, secret-free reason for last_error and the log: the error code and the first line of the
 * message, with any user:password@ in a URL masked, at most 200 characters.
 */
export function describeMailError(err: unknown): string {
  const e = (err ?? {}) as { code?: unknown; message?: unknown };
  const message = typeof e.message === 'string' ? e.message : String(err);
  const code = typeof e.code === 'string' ? e.code : undefined;
  const firstLine = (message.split(/\r?\n/, 1)[0] ?? '').replace(/(\w+:\/\/)[^\s/@]*@/g, '$1***@').trim();
  const text = code && !firstLine.startsWith(code) ? `${code}: ${firstLine}` : firstLine;
  return (text || 'unknown error').slice(0, 200);
}

export interface OutboxWorker {
  /** Runs a pass now (after an enqueue commits) instead of waiting for the next poll. */
  kick(): void;
  /** Resolves once the worker is waiting for its next poll: no pass running and none asked for. */
  settled(): Promise<void>;
  /** Stops polling and waits (briefly) for the pass in progress. */
  stop(): Promise<void>;
}

interface WorkerOptions extends DrainOptions {
  /** Poll interval: picks up retries that came due and rows queued by other processes. */
  pollMs?: number;
  /** How long stop() waits for a pass in progress before giving up on it. */
  stopTimeoutMs?: number;
  /** True while the server is busy answering visitors: each batch then waits, up to yieldMs. */
  busy?: () => boolean;
  /** The longest a batch waits for a busy server: with a batch of 10, at least 10 messages a second go out. */
  yieldMs?: number;
}

/** How often a batch held back for a busy server looks again. */
const BUSY_CHECK_MS = 50;

/** Starts polling at once; never throws and never lets a mail or database error reach the process. */
export function startOutboxWorker(deps: OutboxDeps, options: WorkerOptions = {}): OutboxWorker {
  const clock = options.clock ?? systemClock;
  const pollMs = options.pollMs ?? 2000;
  let stopped = false;
  let kicked = false;
  let databaseDown = false;
  let wake: (() => void) | undefined;
  let waiting = false;
  const settledWaiters: (() => void)[] = [];

  // Mail is background work (docs/decisions/007-mail-outbox.md, "Under load"): building and writing a
  // message costs more than the request that queued it, so while visitors keep the server busy each
  // batch waits for a quieter moment, though never longer than yieldMs, and the backlog goes out after.
  const { busy, yieldMs = 1000 } = options;
  const drainOptions: DrainOptions = busy
    ? {
        ...options,
        beforeBatch: async () => {
          const until = clock.now().getTime() + yieldMs;
          while (busy() && !stopped && clock.now().getTime() < until) await clock.sleep(BUSY_CHECK_MS);
        },
      }
    : options;

  async function pass() {
    try {
      await drainOutbox(deps, drainOptions);
      if (databaseDown) deps.log.info({}, 'mail outbox: database reachable again');
      databaseDown = false;
    } catch (err) {
      // Logged once per outage, not on every poll.
      if (!databaseDown) deps.log.error({ error: describeMailError(err) }, 'mail outbox pass failed; retrying on every poll');
      databaseDown = true;
    }
  }

  const loop = (async () => {
    while (!stopped) {
      kicked = false;
      await pass();
      if (kicked || stopped) continue;
      waiting = true;
      for (const settle of settledWaiters.splice(0)) settle();
      await new Promise<void>((resolve) => {
        wake = resolve;
        void clock.sleep(pollMs).then(resolve);
      });
      waiting = false;
      wake = undefined;
    }
    for (const settle of settledWaiters.splice(0)) settle();
  })();

  return {
    kick() {
      if (stopped) return;
      kicked = true;
      waiting = false;
      wake?.();
    },
    settled() {
      if (waiting || stopped) return Promise.resolve();
      return new Promise<void>((resolve) => settledWaiters.push(resolve));
    },
    async stop() {
      stopped = true;
      wake?.();
      await Promise.race([loop, clock.sleep(options.stopTimeoutMs ?? 10_000)]);
      deps.transport.close();
    },
  };
}
