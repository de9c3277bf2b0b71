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
