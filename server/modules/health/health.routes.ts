import { messages } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const PING_TIMEOUT_MS = 2000;

const healthy = z.object({ status: z.literal('ok') });
const unhealthy = z.object({
  status: z.literal('error'),
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  code: z.string(),
});

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers and uptime checks). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: { tags: ['rendszer'], summary: 'Állapot', response: { 200: healthy, 503: unhealthy } },
    },
    async (_request, reply) => {
      try {
        await withTimeout(app.database.ping(), PING_TIMEOUT_MS);
        return { status: 'ok' as const };
      } catch {
        const text = messages.api.unavailable;
        return reply.code(503).send({
          status: 'error' as const,
          success: false as const,
          error: text,
          message: text,
          code: 'DB_UNAVAILABLE',
        });
      }
    },
  );
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
