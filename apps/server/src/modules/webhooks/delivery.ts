import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { type Clock, systemClock } from '../../clock';
import type { Config } from '../../config';
import type { DatabaseHandle, DialectName } from '../../db/connect';
import type { Database, WebhookDeliveriesTable } from '../../db/database';
import { type AttemptOutcome, drainQueue, type DrainQueueOptions } from '../../db/durable-queue';
import { describeMailError, type OutboxLog } from '../../mail/outbox';
import { resolveWebhookTarget, type TargetPolicy, type WebhookTarget } from './ssrf';
import { createWebhooksRepository } from './webhooks.repository';

/**
 * The webhook worker (docs/decisions/033-webhooks.md): the mail outbox's pattern (decision 007) on the
 * webhook_deliveries table, through the loop both share (db/durable-queue.ts). A pass claims due rows with a lease, so several servers never send one row
 * at once; each row is signed and POSTed once; a failure waits 30 s, 2 min, 10 min, 1 h ... (the outbox's
 * schedule) and the tenth marks it 'failed', about three days after the first try.
 */

/** A receiver that has not answered within this long has failed this attempt. */
const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of an answer the log keeps: enough to read an error, not a page. */
const EXCERPT_CHARS = 200;

export interface WebhookDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  log: OutboxLog;
  policy: TargetPolicy;
}

/** Deliveries go out as soon as they are due: no pause before a batch. */
export type WebhookDrainOptions = Omit<DrainQueueOptions, 'beforeBatch'>;

/**
 * A further queue the worker drains on each pass with the same deps and options: test mode's delivery-report
 * callbacks (docs/decisions/049-test-mode-callbacks.md).
 */
export type WebhookWorkerPass = (deps: WebhookDeps, options: WebhookDrainOptions) => Promise<unknown>;

interface DrainResult {
  delivered: number;
  retrying: number;
  failed: number;
  cancelled: number;
}

type DeliveryRow = Selectable<WebhookDeliveriesTable>;

/** One attempt's outcome, as the delivery log shows it. */
export interface Attempt {
  ok: boolean;
  status: number | null;
  result: string;
  durationMs: number;
}

/** One pass over every due delivery, through the durable queue's claim-and-retry loop. Throws only on database errors. */
export async function drainWebhooks(deps: WebhookDeps, options: WebhookDrainOptions = {}): Promise<DrainResult> {
  const messages = { retrying: 'webhook delivery failed; will retry', gaveUp: 'webhook delivery failed for good; an admin can send it again' };
  const { finished, retrying, failed } = await drainQueue(
    { ...deps, table: 'webhook_deliveries', messages, attemptTimeoutMs: WEBHOOK_TIMEOUT_MS, attempt: (row, clock) => deliver(deps, row, clock) },
    options,
  );
  return { delivered: finished.delivered ?? 0, retrying, failed, cancelled: finished.cancelled ?? 0 };
}

async function deliver(deps: WebhookDeps, row: DeliveryRow, clock: Clock): Promise<AttemptOutcome<'webhook_deliveries'>> {
  const endpoint = await createWebhooksRepository(deps.db).target(row.endpoint_id);
  // A disabled endpoint stops: what was queued for it is not sent later.
  if (!endpoint || endpoint.enabled !== 1 || row.body === null) return { finished: { status: 'cancelled', body: null } };
  const attemptAt = clock.now();
  // After a rotation the old secret signs too, until its overlap ends (docs/decisions/033-webhooks.md).
  const previousValid = endpoint.previous_secret !== null && endpoint.previous_secret_until !== null && new Date(endpoint.previous_secret_until) > attemptAt;
  const secrets = previousValid ? [endpoint.secret, endpoint.previous_secret!] : [endpoint.secret];
  const attempt = await signAndPost(deps.policy, { url: endpoint.url, secret: secrets }, row.message_id, row.body, attemptAt);
  const attempts = row.attempts + 1;
  const logged = {
    attempts,
    response_status: attempt.status,
    last_result: attempt.result,
    duration_ms: attempt.durationMs,
    last_attempt_at: attemptAt.toISOString(),
  };
  // The body holds the lead's personal data: once the CRM has it, only the log line stays.
  if (attempt.ok) return { finished: { ...logged, status: 'delivered', body: null } };
  return {
    failed: logged,
    at: attemptAt,
    context: { deliveryId: row.id, endpointId: row.endpoint_id, event: row.event, attempts, status: attempt.status, result: attempt.result },
  };
}

/**
 * Signs (Standard Webhooks) and POSTs one delivery through the address guard; never throws. Several secrets
 * give one signature each, space-separated, any of which a receiver may accept.
 */
export async function signAndPost(policy: TargetPolicy, endpoint: { url: string; secret: string | string[] }, messageId: string, body: string, at: Date): Promise<Attempt> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let target: WebhookTarget;
  try {
    target = await resolveWebhookTarget(endpoint.url, policy);
  } catch (err) {
    return { ok: false, status: null, result: describeMailError(err), durationMs: elapsed() };
  }
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'TarangCloud-Webhooks/1',
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': [endpoint.secret]
      .flat()
      .map((secret) => new Webhook(secret).sign(messageId, at, body))
      .join(' '),
  };
  try {
    const answer = await post(target, headers, body);
    const ok = answer.status >= 200 && answer.status < 300;
    return { ok, status: answer.status, result: answer.excerpt || `HTTP ${answer.status}`, durationMs: elapsed() };
  } catch (err) {
    return { ok: false, status: null, result: describeMailError(err), durationMs: elapsed() };
  }
}

/**
 * One POST to the checked address: the lookup answers only that address (no second resolution a DNS
 * rebind could change), redirects are not followed (a 3xx is a failed attempt), and the whole exchange
 * gives up after WEBHOOK_TIMEOUT_MS.
 */
function post(target: WebhookTarget, headers: Record<string, string>, body: string): Promise<{ status: number; excerpt: string }> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) (callback as unknown as (err: null, all: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target.url,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, lookup: pinned, timeout: WEBHOOK_TIMEOUT_MS, agent: false },
      (response) => {
        let excerpt = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (excerpt.length < EXCERPT_CHARS) excerpt += chunk;
          else response.destroy();
        });
        const done = () => resolve({ status: response.statusCode ?? 0, excerpt: excerpt.replace(/\s+/g, ' ').trim().slice(0, EXCERPT_CHARS) });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => request.destroy(Object.assign(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`), { code: 'ETIMEDOUT' })), WEBHOOK_TIMEOUT_MS);
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () => request.destroy(Object.assign(new Error('the connection went quiet'), { code: 'ETIMEDOUT' })));
    request.on('error', reject);
    request.end(body);
  });
}

interface WebhookWorker {
  kick(): void;
  stop(): Promise<void>;
}

/** Polls every pollMs and at once on kick(); never throws into the process. */
function startWebhookWorker(deps: WebhookDeps, options: WebhookDrainOptions & { pollMs: number }, passes: WebhookWorkerPass[]): WebhookWorker {
  const clock = options.clock ?? systemClock;
  let stopped = false;
  let kicked = false;
  let databaseDown = false;
  let wake: (() => void) | undefined;
  const loop = (async () => {
    while (!stopped) {
      kicked = false;
      try {
        await drainWebhooks(deps, options);
        for (const pass of passes) await pass(deps, options);
        databaseDown = false;
      } catch (err) {
        if (!databaseDown) deps.log.error({ error: describeMailError(err) }, 'webhook pass failed; retrying on every poll');
        databaseDown = true;
      }
      if (kicked || stopped) continue;
      await new Promise<void>((resolve) => {
        wake = resolve;
        void clock.sleep(options.pollMs).then(resolve);
      });
      wake = undefined;
    }
  })();
  return {
    kick() {
      kicked = true;
      wake?.();
    },
    async stop() {
      stopped = true;
      wake?.();
      await Promise.race([loop, clock.sleep(WEBHOOK_TIMEOUT_MS + 1000)]);
    },
  };
}

/**
 * Runs the webhook worker in this process when WEBHOOK_WORKER=on, started with the app and stopped
 * before the database closes. Returns the nudge services call after a commit that queued an event.
 */
export function registerWebhookWorker(app: FastifyInstance, config: Config, database: DatabaseHandle, clock: Clock, passes: WebhookWorkerPass[] = []): () => void {
  if (!config.webhookWorker) return () => {};
  let worker: WebhookWorker | undefined;
  app.addHook('onReady', async () => {
    worker = startWebhookWorker(
      { db: database.db, dialect: database.dialect, log: app.log.child({ component: 'webhooks' }), policy: { localReceiver: config.webhookLocalReceiver } },
      { clock, pollMs: config.webhookPollMs, retryScale: config.webhookRetryScale },
      passes,
    );
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    worker = undefined;
  });
  return () => worker?.kick();
}
