import { messages } from '@common/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * A limit on failures only (e.g. wrong passwords). `guard` refuses a key that failed `max` times in the
 * window and otherwise counts the attempt at once, so parallel guesses cannot slip past the limit;
 * `succeeded` takes a successful attempt back. People who sign in often, or many people behind one
 * address, are never locked out by their own correct logins.
 */
export function createFailureLimit(
  app: FastifyInstance,
  options: { max: number; windowMs: number; keys(request: FastifyRequest): string[] },
) {
  const attempts = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, now: number) => {
    const entry = attempts.get(key);
    if (entry && entry.resetAt <= now) attempts.delete(key);
    return entry && entry.resetAt > now ? entry : undefined;
  };
  return {
    guard: async (request: FastifyRequest, reply: FastifyReply) => {
      const now = app.clock.now().getTime();
      const keys = options.keys(request);
      for (const key of keys) {
        const entry = live(key, now);
        if (entry && entry.count >= options.max) {
          reply.header('retry-after', Math.max(1, Math.ceil((entry.resetAt - now) / 1000)));
          throw rateLimited();
        }
      }
      // Expired entries go when the map grows, so many one-off keys cannot pile up.
      if (attempts.size > 10_000) for (const key of [...attempts.keys()]) live(key, now);
      for (const key of keys) {
        const entry = live(key, now);
        if (entry) entry.count += 1;
        else attempts.set(key, { count: 1, resetAt: now + options.windowMs });
      }
    },
    succeeded(request: FastifyRequest) {
      const now = app.clock.now().getTime();
      for (const key of options.keys(request)) {
        const entry = live(key, now);
        if (entry) entry.count = Math.max(0, entry.count - 1);
      }
    },
  };
}
