import { messages } from '@common/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './errors';

export const rateLimited = () => new AppError(429, 'RATE_LIMITED', messages.api.rateLimited);

/**
 * A named limit as a preHandler, on top of the global per-IP limit (@fastify/rate-limit runs only one
 * of its own hooks per request, so extra limits go through createRateLimit). One limiter is one
 * counter: give the same limiter to several routes to count them together.
 */
export function createLimiter(
  app: FastifyInstance,
  options: { name: string; max: number; windowMs: number; key(request: FastifyRequest): string },
) {
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: (request) => `${options.name}:${options.key(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw rateLimited();
    }
  };
}

/** One counter of a failure limit: its key and how many failures it allows per window. */
export interface FailureCounter {
  key: string;
  max: number;
}

/** Counts of one failure limit, in this process or shared by every instance over Redis. */
interface FailureStore {
  /** Refuses (with the milliseconds left) if a counter is at its max; otherwise counts one attempt on each. */
  attempt(counters: FailureCounter[], windowMs: number, now: number): Promise<number | null>;
  /** Takes one attempt back from each key (it succeeded). */
  forgive(keys: string[], now: number): Promise<void>;
}

function memoryStore(): FailureStore {
  const attempts = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, now: number) => {
    const entry = attempts.get(key);
    if (entry && entry.resetAt <= now) attempts.delete(key);
    return entry && entry.resetAt > now ? entry : undefined;
  };
  return {
    async attempt(counters, windowMs, now) {
      for (const { key, max } of counters) {
        const entry = live(key, now);
        if (entry && entry.count >= max) return entry.resetAt - now;
      }
      // Expired entries go when the map grows, so many one-off keys cannot pile up.
      if (attempts.size > 10_000) for (const key of [...attempts.keys()]) live(key, now);
      for (const { key } of counters) {
        const entry = live(key, now);
        if (entry) entry.count += 1;
        else attempts.set(key, { count: 1, resetAt: now + windowMs });
      }
      return null;
    },
    async forgive(keys, now) {
      for (const key of keys) {
        const entry = live(key, now);
        if (entry) entry.count = Math.max(0, entry.count - 1);
      }
    },
  };
}

// Atomic on the Redis server, so two instances cannot both let the 11th guess through.
// ARGV[1] is the window; ARGV[1 + i] the max of KEYS[i].
const ATTEMPT_SCRIPT = `
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[i + 1]) then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then ttl = tonumber(ARGV[1]) end
    return ttl
  end
end
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
end
return -1`;
const FORGIVE_SCRIPT = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0`;

function redisStore(redis: Redis, name: string): FailureStore {
  const prefixed = (keys: string[]) => keys.map((key) => `tp:fail:${name}:${key}`);
  return {
    async attempt(counters, windowMs) {
      const keys = prefixed(counters.map((counter) => counter.key));
      const maxes = counters.map((counter) => counter.max);
      const left = Number(await redis.eval(ATTEMPT_SCRIPT, keys.length, ...keys, windowMs, ...maxes));
      return left >= 0 ? left : null;
    },
    async forgive(keys) {
      await redis.eval(FORGIVE_SCRIPT, keys.length, ...prefixed(keys));
    },
  };
}

/**
 * A limit on failures only (e.g. wrong passwords), over several counters at once (say per account and
 * client, per account, per client), each with its own max. `guard` refuses when any counter is at its
 * max and otherwise counts the attempt on all of them at once, so parallel guesses cannot slip past the
 * limit; `succeeded` takes a successful attempt back. People who sign in often, or many people behind one
 * address, are never locked out by their own correct logins. With `REDIS_URL` the counts are shared by
 * every instance; if Redis cannot be reached the request goes on (logged), like the global limit.
 */
export function createFailureLimit(
  app: FastifyInstance,
  options: { name: string; windowMs: number; counters(request: FastifyRequest): FailureCounter[] },
) {
  const store = storeOf(app, options.name);
  const failOpen = failOpenFor(app);
  return {
    guard: async (request: FastifyRequest, reply: FastifyReply) => {
      const counters = options.counters(request);
      const now = app.clock.now().getTime();
      const left = await store.attempt(counters, options.windowMs, now).catch(failOpen);
      if (left !== null) {
        reply.header('retry-after', Math.max(1, Math.ceil(left / 1000)));
        throw rateLimited();
      }
    },
    async succeeded(request: FastifyRequest) {
      const keys = options.counters(request).map((counter) => counter.key);
      await store.forgive(keys, app.clock.now().getTime()).catch(failOpen);
    },
  };
}

function storeOf(app: FastifyInstance, name: string): FailureStore {
  return app.rateLimitRedis ? redisStore(app.rateLimitRedis, name) : memoryStore();
}

function failOpenFor(app: FastifyInstance) {
  return (error: unknown) => {
    app.log.warn({ err: error }, 'rate limit store unreachable; request not limited');
    return null;
  };
}

/**
 * Counts every attempt per key (e.g. socket handshakes per client, which never reach a Fastify route)
 * and answers whether this one is still within `max` per window; shared over Redis like the others.
 */
export function createAttemptLimit(
  app: FastifyInstance,
  options: { name: string; windowMs: number; max: number },
) {
  const store = storeOf(app, options.name);
  const failOpen = failOpenFor(app);
  return async (key: string) => {
    const now = app.clock.now().getTime();
    const left = await store.attempt([{ key, max: options.max }], options.windowMs, now).catch(failOpen);
    return left === null;
  };
}
