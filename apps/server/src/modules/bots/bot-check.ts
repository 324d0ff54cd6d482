import { createHash, createHmac, randomBytes } from 'node:crypto';
import { messageResponseSchema } from '@tarang/shared/auth';
import { BOT_CHALLENGE_PATH, BOT_CHALLENGE_TTL_MS, BOT_REPEAT_WINDOW_MS, botMessages, type SpamReason } from '@tarang/shared/bot-check';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, preValidationHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { clientOf, networkOf } from '../../client-address';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { limitFor, type WindowCounters } from '../../plugins/rate-limit';
import { createBotCheckRepository } from './bot-check.repository';

/** A submission passed the check, or why it did not. */
type BotVerdict = { ok: true } | { ok: false; reason: SpamReason };

/** The proof a request carried, and whether it is a lead form's (whose content is checked for repeats). */
const proofs = new WeakMap<FastifyRequest, { bot: unknown; lead: boolean }>();
/** A lead form's verdict, judged once before its handler. */
const verdicts = new WeakMap<FastifyRequest, BotVerdict>();
/** Verdicts only a client that skipped the bot check gets: answered with a clear 400 rather than kept as spam. */
const UNPROVEN: ReadonlySet<SpamReason> = new Set(['no-proof', 'invalid-proof']);

/**
 * The proof of work's cost adapts (docs/decisions/029-bot-protection.md): challenges a client or its network
 * asked for in the last hour beyond a free allowance double the range, step by step, up to 16 times. A person
 * who sends a form or two never leaves the base range; a script sending hundreds pays more for each.
 */
export const ADAPTIVE_WINDOW_MS = 60 * 60 * 1000;
const ADAPTIVE_STEPS = { client: 10, network: 40 } as const;
const ADAPTIVE_MAX_DOUBLINGS = 4;

/** The range of a challenge for a client and network that asked for `clientCount` and `networkCount` challenges this hour (this one included). */
export function adaptiveMaxNumber(base: number, clientCount: number, networkCount: number): number {
  const doublings = (count: number, step: number) => Math.floor(Math.max(0, count - 1) / step);
  return base * 2 ** Math.min(ADAPTIVE_MAX_DOUBLINGS, Math.max(doublings(clientCount, ADAPTIVE_STEPS.client), doublings(networkCount, ADAPTIVE_STEPS.network)));
}

/** A counter key that does not hold the address itself. */
const counterKey = (kind: string, value: string) => `bot:${kind}:${createHash('sha256').update(value).digest('base64url').slice(0, 22)}`;

/** A lead form's fields as one string, so the same text sent again matches however it is spaced or cased. */
function canonicalContent(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  return Object.entries(body as Record<string, unknown>)
    .filter(([name]) => name !== 'bot')
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${String(value).normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()}`)
    .join('\n');
}

/**
 * The forms' invisible bot check (docs/decisions/029-bot-protection.md): an ALTCHA proof of work
 * signed with an HMAC key every instance shares, issued at the server's time (so the minimum fill
 * time does not trust the visitor's clock), accepted once, within BOT_CHALLENGE_TTL_MS; and an
 * empty honeypot. `RATE_LIMITS=off` turns it off, for load tests on a private network only
 * (the product decisions; the rate-limit plugin logs the warning).
 */
export function createBotCheck(db: Kysely<Database>, config: Config, clock: Clock, counters: WindowCounters) {
  const repo = createBotCheckRepository(db);
  let key: Promise<string> | undefined;

  /** The key: BOT_CHECK_KEY, or the database's one row, made by whichever instance needs it first. */
  function hmacKey(): Promise<string> {
    if (config.botCheckKey) return Promise.resolve(config.botCheckKey);
    key ??= repo.hmacKey(randomBytes(32).toString('base64url'), clock.now().toISOString());
    // A database failure is not remembered: the next call tries again.
    key.catch(() => (key = undefined));
    return key;
  }

  async function verdictOf(bot: unknown): Promise<BotVerdict> {
    const proof = (typeof bot === 'object' && bot !== null ? bot : {}) as Record<string, unknown>;
    if (typeof proof.hp === 'string' && proof.hp !== '') return { ok: false, reason: 'honeypot' };
    const altcha = proof.altcha;
    if (typeof altcha !== 'string' || altcha === '') return { ok: false, reason: 'no-proof' };
    if (altcha.length > 4000) return { ok: false, reason: 'invalid-proof' };
    let payload: { signature?: unknown };
    try {
      payload = JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')) as { signature?: unknown };
      // Expiry is checked below against the server's clock, not the library's wall clock.
      if (typeof payload !== 'object' || payload === null || typeof payload.signature !== 'string' || !(await verifySolution(altcha, await hmacKey(), false))) {
        return { ok: false, reason: 'invalid-proof' };
      }
    } catch {
      return { ok: false, reason: 'invalid-proof' };
    }
    const issued = Number(extractParams(altcha as never).issued);
    if (!Number.isSafeInteger(issued)) return { ok: false, reason: 'invalid-proof' };
    const now = clock.now().getTime();
    if (now - issued > BOT_CHALLENGE_TTL_MS) return { ok: false, reason: 'expired' };
    if (now - issued < config.botMinFillMs) return { ok: false, reason: 'too-fast' };
    // Accepted once: the signature is kept until its challenge expires.
    const fresh = await repo.useSignature(payload.signature, new Date(issued + BOT_CHALLENGE_TTL_MS).toISOString(), new Date(now).toISOString());
    if (!fresh) return { ok: false, reason: 'replayed' };
    return { ok: true };
  }

  /** False when this client sent the same lead form content within BOT_REPEAT_WINDOW_MS. */
  async function firstOfItsContent(request: FastifyRequest): Promise<boolean> {
    const fingerprint = createHmac('sha256', await hmacKey())
      .update(`${request.routeOptions.url ?? ''}\n${clientOf(request.ip)}\n${canonicalContent(request.body)}`)
      .digest('base64url');
    const now = clock.now().getTime();
    return repo.noteContent(fingerprint, new Date(now + BOT_REPEAT_WINDOW_MS).toISOString(), new Date(now).toISOString());
  }

  /** Keeps the body's `bot` before validation, which drops it (docs/decisions/006-api-errors.md: unknown fields are dropped). */
  const keepProofOf =
    (lead: boolean): preValidationHookHandler =>
    (request, _reply, done) => {
      const body = request.body;
      proofs.set(request, { bot: typeof body === 'object' && body !== null ? (body as Record<string, unknown>).bot : undefined, lead });
      done();
    };

  async function verdict(request: FastifyRequest): Promise<BotVerdict> {
    if (!config.rateLimits) return { ok: true };
    const judged = verdicts.get(request);
    if (judged) return judged;
    const kept = proofs.get(request);
    const found = await verdictOf(kept?.bot);
    if (found.ok && kept?.lead && !(await firstOfItsContent(request))) return { ok: false, reason: 'repeated' };
    return found;
  }

  /**
   * A lead form without a readable proof is refused with a clear 400 (an API client that skipped the check
   * learns what to send); any other failed check is kept as suspected spam by the handler, unannounced.
   */
  const refuseUnproven: preHandlerAsyncHookHandler = async (request) => {
    const found = await verdict(request);
    verdicts.set(request, found);
    if (!found.ok && UNPROVEN.has(found.reason)) {
      request.log.info({ botCheck: found.reason }, 'bot check refused a lead form without proof');
      throw new AppError(400, botMessages.proofRequired);
    }
  };

  const refuseBots: preHandlerAsyncHookHandler = async (request) => {
    const found = await verdict(request);
    if (!found.ok) {
      request.log.info({ botCheck: found.reason }, 'bot check refused a form');
      throw new AppError(400, botMessages.refused);
    }
  };

  return {
    /** A challenge for the client at `ip`, its range grown by how often the client and its network asked this hour. */
    async challenge(ip: string) {
      let maxnumber = config.botMaxNumber;
      if (config.rateLimits) {
        const [client, network] = await Promise.all([
          counters.incr(counterKey('client', clientOf(ip)), ADAPTIVE_WINDOW_MS),
          counters.incr(counterKey('network', networkOf(ip)), ADAPTIVE_WINDOW_MS),
        ]);
        maxnumber = adaptiveMaxNumber(config.botMaxNumber, client.current, network.current);
      }
      const challenge = await createChallenge({ hmacKey: await hmacKey(), maxnumber, params: { issued: String(clock.now().getTime()) } });
      // The form waits this long after the challenge before it sends (the server's setting, not a constant).
      return { ...challenge, minFillMs: config.botMinFillMs };
    },

    /** The verdict on a request's proof, read after its body was valid (so a field error costs no proof). */
    verdict,

    /** The secret every instance shares (BOT_CHECK_KEY or the database's): other keys derive from it. */
    sharedKey: hmacKey,

    /**
     * Route options of a lead form: the proof is kept and judged before the handler (a missing or unreadable
     * one is a 400); the handler asks for the verdict and stores any other failure as spam.
     */
    leadForm: { preValidation: keepProofOf(true), preHandler: refuseUnproven },

    /**
     * Route options of a sign-up or subscription, a form that answers a message: its body, its rate
     * limit (product §12), and a failed check is a plain 400, with nothing done.
     */
    refusingForm: <B extends z.ZodType>(body: B, limit: Parameters<typeof limitFor>[1], routeConfig?: Record<string, unknown>) => ({
      schema: { body, response: { 200: messageResponseSchema } },
      ...limitFor(config, limit, routeConfig),
      preValidation: keepProofOf(false),
      preHandler: refuseBots,
    }),
  };
}

export type BotCheck = ReturnType<typeof createBotCheck>;

export function registerBotCheckRoutes(app: FastifyInstance, bots: BotCheck, config: Config) {
  app.get(BOT_CHALLENGE_PATH, { ...limitFor(config, 'form') }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return bots.challenge(request.ip);
  });
}
