import { randomBytes } from 'node:crypto';
import { messageResponseSchema } from '@tarang/shared/auth';
import { BOT_CHALLENGE_PATH, BOT_CHALLENGE_TTL_MS, botMessages, type SpamReason } from '@tarang/shared/bot-check';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, preValidationHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { limitFor } from '../../plugins/rate-limit';
import { createBotCheckRepository } from './bot-check.repository';

/** A submission passed the check, or why it did not. */
type BotVerdict = { ok: true } | { ok: false; reason: SpamReason };

const proofs = new WeakMap<FastifyRequest, unknown>();

/**
 * The forms' invisible bot check (docs/decisions/029-bot-protection.md): an ALTCHA proof of work
 * signed with an HMAC key every instance shares, issued at the server's time (so the minimum fill
 * time does not trust the visitor's clock), accepted once, within BOT_CHALLENGE_TTL_MS; and an
 * empty honeypot. `RATE_LIMITS=off` turns it off, for load tests on a private network only
 * (the product decisions; the rate-limit plugin logs the warning).
 */
export function createBotCheck(db: Kysely<Database>, config: Config, clock: Clock) {
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

  /** Keeps the body's `bot` before validation, which drops it (docs/decisions/006-api-errors.md: unknown fields are dropped). */
  const keepProof: preValidationHookHandler = (request, _reply, done) => {
    const body = request.body;
    proofs.set(request, typeof body === 'object' && body !== null ? (body as Record<string, unknown>).bot : undefined);
    done();
  };

  function verdict(request: FastifyRequest): Promise<BotVerdict> {
    if (!config.rateLimits) return Promise.resolve({ ok: true });
    return verdictOf(proofs.get(request));
  }

  const refuseBots: preHandlerAsyncHookHandler = async (request) => {
    const found = await verdict(request);
    if (!found.ok) {
      request.log.info({ botCheck: found.reason }, 'bot check refused a form');
      throw new AppError(400, botMessages.refused);
    }
  };

  return {
    async challenge() {
      const challenge = await createChallenge({ hmacKey: await hmacKey(), maxnumber: config.botMaxNumber, params: { issued: String(clock.now().getTime()) } });
      // The form waits this long after the challenge before it sends (the server's setting, not a constant).
      return { ...challenge, minFillMs: config.botMinFillMs };
    },

    /** The verdict on a request's proof, read after its body was valid (so a field error costs no proof). */
    verdict,

    /** The secret every instance shares (BOT_CHECK_KEY or the database's): other keys derive from it. */
    sharedKey: hmacKey,

    /** Route options of a lead form: the proof is kept; the handler asks for the verdict and stores spam. */
    leadForm: { preValidation: keepProof },

    /**
     * Route options of a sign-up or subscription, a form that answers a message: its body, its rate
     * limit (product §12), and a failed check is a plain 400, with nothing done.
     */
    refusingForm: <B extends z.ZodType>(body: B, limit: Parameters<typeof limitFor>[1], routeConfig?: Record<string, unknown>) => ({
      schema: { body, response: { 200: messageResponseSchema } },
      ...limitFor(config, limit, routeConfig),
      preValidation: keepProof,
      preHandler: refuseBots,
    }),
  };
}

export type BotCheck = ReturnType<typeof createBotCheck>;

export function registerBotCheckRoutes(app: FastifyInstance, bots: BotCheck, config: Config) {
  app.get(BOT_CHALLENGE_PATH, { ...limitFor(config, 'form') }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return bots.challenge();
  });
}
