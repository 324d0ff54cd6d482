import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { apiMessages } from '@tarang/shared/api';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';
import type { Clock } from '../clock';
import type { Config } from '../config';

/**
 * product §12: rate limits on sign-up, login, unlock and every form.
 * Counted per client address; REDIS_URL shares the counters between instances
 *, otherwise each instance counts on its own.
 */
export const rateLimits = {
  login: { max: 10, windowSeconds: 60 },
  signup: { max: 5, windowSeconds: 60 },
  unlock: { max: 5, windowSeconds: 60 },
  form: { max: 20, windowSeconds: 60 },
  // Test mode of the messaging API, per client address; each key also has the documented per-second
  // limits (docs/decisions/034-test-mode.md).
  testMode: { max: 120, windowSeconds: 60 },
  // Per lead intake key, whichever address sends it (docs/decisions/041-lead-intake-keys.md).
  intake: { max: 60, windowSeconds: 60 },
  // The analytics beacon, per client address: one view a page, with room for an office behind one address
  // (docs/decisions/050-cookieless-analytics.md).
  beacon: { max: 600, windowSeconds: 60 },
} as const;

type RateLimitName = keyof typeof rateLimits;

/**
 * Route `config` with a named limit (none when RATE_LIMITS=off), merged with the
 * route's other config (e.g. invalidMessage).
 */
export function limitFor(config: Config, name: RateLimitName, routeConfig: Record<string, unknown> = {}) {
  if (!config.rateLimits) return { config: routeConfig };
  const { max, windowSeconds } = rateLimits[name];
  return { config: { ...routeConfig, rateLimit: { max, timeWindow: windowSeconds * 1000 } } };
}

/** Atomic counters in fixed windows, shared through Redis with REDIS_URL, else this process's. */
export interface WindowCounters {
  incr(key: string, windowMs: number): Promise<Count>;
}

/**
 * Registers the limits and answers the counters they use, which test mode's per-key limits use too
 * (those are part of the messaging API, so they count even with RATE_LIMITS=off). With REDIS_URL,
 * `redisStatus` says whether Redis is reachable now, for /healthz.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: Config,
  clock: Clock,
): Promise<{ counters: WindowCounters; redisStatus: (() => 'up' | 'down') | undefined }> {
  const shared = config.redisUrl ? await connectSharedCounters(app, config.redisUrl, clock) : undefined;
  const counters = shared ?? new LocalCounters(clock);
  const redisStatus = shared ? () => (shared.isDown ? 'down' : 'up') : undefined;
  if (!config.rateLimits) {
    app.log.warn('RATE_LIMITS=off: sign-up, login, unlock and form submissions are not rate-limited, and the forms have no bot check');
    return { counters, redisStatus };
  }
  await app.register(rateLimit, {
    global: false,
    store: counterStore(counters),
    // A store error must never turn into a 500 or a hung request; our store falls back
    // to local counting instead of failing, so this is the second line of defence.
    skipOnError: true,
    // The body is built by our error handler from this error (one error shape, 429).
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `${apiMessages.tooManyRequests.replace('a minute', context.after)}`,
    }),
    addHeadersOnExceeding: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true },
  });
  return { counters, redisStatus };
}

// ---- Shared counters in Redis (docs/decisions/009-scale-out.md) ----

/**
 * Answer fast or fail fast: a request waits at most REDIS_COMMAND_TIMEOUT_MS for Redis, and while
 * Redis is unreachable commands fail at once (no offline queue) instead of piling up.
 */
const REDIS_COMMAND_TIMEOUT_MS = 500;
const redisOptions: RedisOptions = {
  lazyConnect: true,
  connectTimeout: 1000,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  // Keep trying to come back, at most every 2 s.
  retryStrategy: (times) => Math.min(times * 200, 2000),
};

const KEY_PREFIX = 'tarang:rate-limit:';

// One round trip, atomic: count the hit, start the window on the first one. The PTTL guard repairs
// a key that somehow lost its expiry, so a client can never be locked out for good.
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

interface Count {
  current: number;
  ttl: number;
}

/** Fixed-window counters in this process: the fallback while Redis is unreachable. Bounded in size. */
class LocalCounters {
  private readonly windows = new Map<string, { current: number; resetAt: number }>();
  constructor(
    private readonly clock: Clock,
    private readonly maxKeys = 10_000,
  ) {}

  async incr(key: string, windowMs: number): Promise<Count> {
    const now = this.clock.now().getTime();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      if (!w && this.windows.size >= this.maxKeys) this.prune(now);
      w = { current: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.current++;
    return { current: w.current, ttl: w.resetAt - now };
  }

  private prune(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    // Still full of live windows (an attack from many addresses): forget the oldest.
    for (const k of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(k);
    }
  }
}

/**
 * Counts in Redis; while Redis is unreachable, counts in this process, so an outage weakens the limits
 * to per-instance ones instead of switching them off or failing requests. Logs once per outage.
 */
class SharedCounters {
  private readonly local: LocalCounters;
  private down = false;

  constructor(
    readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
    clock: Clock,
  ) {
    this.local = new LocalCounters(clock);
  }

  async incr(key: string, windowMs: number): Promise<Count> {
    try {
      const [current, ttl] = (await this.redis.eval(INCREMENT, 1, KEY_PREFIX + key, windowMs)) as [number, number];
      this.markUp();
      return { current: Number(current), ttl: Number(ttl) };
    } catch (err) {
      this.markDown(err);
      return this.local.incr(key, windowMs);
    }
  }

  get isDown(): boolean {
    return this.down;
  }

  markDown(err: unknown) {
    if (this.down) return;
    this.down = true;
    this.log.error(
      { component: 'rate-limit', error: err instanceof Error ? err.message : String(err) },
      'Redis unreachable: rate limits are counted per instance until it is back',
    );
  }

  markUp() {
    if (!this.down) return;
    this.down = false;
    this.log.info({ component: 'rate-limit' }, 'Redis reachable again: rate limits are shared across instances');
  }
}

async function connectSharedCounters(app: FastifyInstance, url: string, clock: Clock): Promise<SharedCounters> {
  const redis = new Redis(url, redisOptions);
  const counters = new SharedCounters(redis, app.log, clock);
  // Without an 'error' listener ioredis prints every failed reconnect to stderr.
  redis.on('error', (err) => counters.markDown(err));
  redis.on('ready', () => counters.markUp());
  app.addHook('onClose', async () => redis.disconnect());
  const where = redactedRedisLocation(url);
  try {
    await redis.connect();
    app.log.info({ redis: where }, 'rate limits are shared through Redis');
  } catch (err) {
    // Start anyway: limits are counted per instance until Redis answers (ioredis keeps retrying).
    counters.markDown(err);
  }
  return counters;
}

/** host:port/db for logs; never the password. */
export function redactedRedisLocation(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.hostname}:${u.port || 6379}${u.pathname.length > 1 ? u.pathname : ''}`;
}

/** A @fastify/rate-limit store over our counters; each route gets its own key space via child(). */
function counterStore(counters: { incr(key: string, windowMs: number): Promise<Count> }) {
  return class CounterStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number) {
      counters.incr(this.prefix + key, timeWindow).then(
        (count) => callback(null, count),
        (err: Error) => callback(err),
      );
    }

    // The plugin passes the route's merged limit settings with the route itself under routeInfo.
    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new CounterStore(undefined, `${this.prefix}${String(route.method)}${String(route.url)}:`);
    }
  };
}
