import { messages } from '@common/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './errors';
import { sha256 } from './tokens';

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
    keyGenerator: (request) => `${options.name}:${storedKey(options.key(request))}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw rateLimited();
    }
  };
}

/**
 * Keys hold e-mails and addresses, so only their hash is stored (in memory and in Redis alike):
 * neither a memory dump nor Redis lists who tried to log in.
 */
const storedKey = (key: string) => sha256(`rate-limit:${key}`);

/**
 * One counter of a counted limit: its key and how many counts it allows per window. With `unlessClean`
 * (the key of another counter of the same limit) the ceiling refuses only a client whose counter under
 * that key already holds a count: a client with a clean record always passes it.
 */
export interface CountedKey {
  key: string;
  max: number;
  unlessClean?: string;
}

/** The counters of one request as a store takes them: hashed keys, and for each its max and waiver. */
interface Counters {
  keys: string[];
  maxes: number[];
  /** 1-based index into `keys` of the counter that waives this ceiling while it is zero; 0 for none. */
  waivers: number[];
}

function countersOf(counted: CountedKey[]): Counters {
  const keys = counted.map((counter) => counter.key);
  return {
    keys: keys.map(storedKey),
    maxes: counted.map((counter) => counter.max),
    waivers: counted.map((counter) =>
      counter.unlessClean === undefined ? 0 : keys.indexOf(counter.unlessClean) + 1,
    ),
  };
}

/** Counts of one limit, in this process or shared by every instance over Redis. */
interface CountStore {
  /** Refuses (with the milliseconds left) if a counter is at its max; otherwise counts one on each. */
  attempt(counters: Counters, windowMs: number, now: number): Promise<number | null>;
  /** Takes one count back from each key (the attempt succeeded). */
  forgive(keys: string[], now: number): Promise<void>;
}

function memoryStore(): CountStore {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, now: number) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= now) counts.delete(key);
    return entry && entry.resetAt > now ? entry : undefined;
  };
  const count = (key: string | undefined, now: number) => (key ? (live(key, now)?.count ?? 0) : 0);
  return {
    async attempt({ keys, maxes, waivers }, windowMs, now) {
      for (const [i, key] of keys.entries()) {
        const entry = live(key, now);
        const waiver = waivers[i] ?? 0;
        const waived = waiver > 0 && count(keys[waiver - 1], now) === 0;
        if (entry && entry.count >= (maxes[i] ?? 0) && !waived) return entry.resetAt - now;
      }
      // Expired entries go when the map grows, so many one-off keys cannot pile up.
      if (counts.size > 10_000) for (const key of [...counts.keys()]) live(key, now);
      for (const key of keys) {
        const entry = live(key, now);
        if (entry) entry.count += 1;
        else counts.set(key, { count: 1, resetAt: now + windowMs });
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
// ARGV[1] is the window; ARGV[2i] the max of KEYS[i], ARGV[2i + 1] the index of its waiver (0: none).
const ATTEMPT_SCRIPT = `
for i, key in ipairs(KEYS) do
  local waiver = tonumber(ARGV[2 * i + 1])
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[2 * i])
    and (waiver == 0 or tonumber(redis.call('GET', KEYS[waiver]) or '0') > 0) then
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

function redisStore(redis: Redis, name: string): CountStore {
  const prefixed = (keys: string[]) => keys.map((key) => `tp:fail:${name}:${key}`);
  return {
    async attempt({ keys, maxes, waivers }, windowMs) {
      const limits = maxes.flatMap((max, i) => [max, waivers[i] ?? 0]);
      const left = Number(
        await redis.eval(ATTEMPT_SCRIPT, keys.length, ...prefixed(keys), windowMs, ...limits),
      );
      return left >= 0 ? left : null;
    },
    async forgive(keys) {
      await redis.eval(FORGIVE_SCRIPT, keys.length, ...prefixed(keys));
    },
  };
}

/** Whether the Redis of the limits is known to be down: one per connection, so one log line per outage. */
const redisDown = new WeakMap<Redis, boolean>();

/**
 * The counts of one limit: in Redis with `REDIS_URL`, shared by every instance. While Redis cannot be
 * reached they are kept in this process instead, so a single node keeps its limits (and its logins)
 * rather than letting every guess through; the outage is logged once, and so is its end.
 */
function storeOf(app: FastifyInstance, name: string): CountStore {
  const memory = memoryStore();
  const redis = app.rateLimitRedis;
  if (!redis) return memory;
  const shared = redisStore(redis, name);
  const run = async <T>(work: (store: CountStore) => Promise<T>) => {
    try {
      const result = await work(shared);
      if (redisDown.get(redis)) {
        redisDown.set(redis, false);
        app.log.info('rate limit store reachable again; limits are shared again');
      }
      return result;
    } catch (error) {
      if (!redisDown.get(redis)) {
        redisDown.set(redis, true);
        app.log.warn({ err: error }, 'rate limit store unreachable; limits are counted in this process');
      }
      return work(memory);
    }
  };
  return {
    attempt: (counters, windowMs, now) => run((store) => store.attempt(counters, windowMs, now)),
    forgive: (keys, now) => run((store) => store.forgive(keys, now)),
  };
}

/**
 * A limit over several counters at once (say per account and client, per account, per client), each
 * with its own max. `guard` refuses when any counter is at its max and otherwise counts the attempt on
 * all of them at once, so parallel attempts cannot slip past the limit. For a limit on failures only
 * (wrong passwords), `succeeded` takes a successful attempt back: people who sign in often, or many
 * people behind one address, are never locked out by their own correct logins.
 */
export function createCountedLimit(
  app: FastifyInstance,
  options: { name: string; windowMs: number; counters(request: FastifyRequest): CountedKey[] },
) {
  const store = storeOf(app, options.name);
  return {
    guard: async (request: FastifyRequest, reply: FastifyReply) => {
      const counters = countersOf(options.counters(request));
      const left = await store.attempt(counters, options.windowMs, app.clock.now().getTime());
      if (left !== null) {
        reply.header('retry-after', Math.max(1, Math.ceil(left / 1000)));
        throw rateLimited();
      }
    },
    async succeeded(request: FastifyRequest) {
      const { keys } = countersOf(options.counters(request));
      await store.forgive(keys, app.clock.now().getTime());
    },
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
  return async (key: string) => {
    const now = app.clock.now().getTime();
    const left = await store.attempt(countersOf([{ key, max: options.max }]), options.windowMs, now);
    return left === null;
  };
}
