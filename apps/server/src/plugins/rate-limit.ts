import rateLimit from '@fastify/rate-limit';
import { apiMessages } from '@tarang/shared/api';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * decisions.md "Security": rate limits on sign-up, login, unlock and every form.
 * Counted per client address; REDIS_URL shares the counters between instances
 * (issue 10), otherwise each instance counts on its own.
 */
export const rateLimits = {
  login: { max: 10, windowSeconds: 60 },
  signup: { max: 5, windowSeconds: 60 },
  unlock: { max: 5, windowSeconds: 60 },
  form: { max: 20, windowSeconds: 60 },
} as const;

export type RateLimitName = keyof typeof rateLimits;

/**
 * Route `config` with a named limit (none when RATE_LIMITS=off), merged with the
 * route's other config (e.g. invalidMessage).
 */
export function limitFor(config: Config, name: RateLimitName, routeConfig: Record<string, unknown> = {}) {
  if (!config.rateLimits) return { config: routeConfig };
  const { max, windowSeconds } = rateLimits[name];
  return { config: { ...routeConfig, rateLimit: { max, timeWindow: windowSeconds * 1000 * config.rateLimitWindowScale } } };
}

export async function registerRateLimits(app: FastifyInstance, config: Config) {
  if (!config.rateLimits) {
    app.log.warn('RATE_LIMITS=off: sign-up, login, unlock and form submissions are not rate-limited');
    return;
  }
  await app.register(rateLimit, {
    global: false,
    // The body is built by our error handler from this error (one error shape, 429).
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `${apiMessages.tooManyRequests.replace('a minute', context.after)}`,
    }),
    addHeadersOnExceeding: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true },
  });
}
