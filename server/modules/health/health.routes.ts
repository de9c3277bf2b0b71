import { messages } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RETRY_AFTER_SECONDS } from '../../lib/outage';

/** How long each dependency may take to answer a readiness check. */
const PING_TIMEOUT_MS = 2000;

const healthy = z.object({ status: z.literal('ok') });
const dependency = z.enum(['database', 'redis', 'storage', 'private-storage']);
type Dependency = z.infer<typeof dependency>;
const unready = z.object({
  status: z.literal('error'),
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  code: z.enum(['NOT_READY', 'SHUTTING_DOWN']),
  /** Which dependencies did not answer in time (names only, never their errors). */
  failing: z.array(dependency),
});

/**
 * GET /api/health: the process serves (liveness; a restart is the cure when it stops answering).
 * GET /api/ready: this instance can serve requests now (load balancers route to it): the database,
 * Redis (with REDIS_URL) and both file stores answer within a short time, and it is not shutting down.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: { tags: ['rendszer'], summary: 'Él-e a folyamat', response: { 200: healthy } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['rendszer'],
        summary: 'Kiszolgálásra kész-e a példány',
        response: { 200: healthy, 503: unready },
      },
    },
    async (_request, reply) => {
      const text = messages.api.unavailable;
      const refuse = (code: 'NOT_READY' | 'SHUTTING_DOWN', failing: Dependency[]) =>
        reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ status: 'error', success: false, error: text, message: text, code, failing });
      if (app.shuttingDown) return refuse('SHUTTING_DOWN', []);
      const checks: [Dependency, () => Promise<unknown>][] = [
        ['database', () => app.database.ping()],
        ['storage', () => app.storage.ping()],
        ['private-storage', () => app.privateStorage.ping()],
      ];
      const redis = app.rateLimitRedis;
      if (redis) checks.push(['redis', () => redis.ping()]);
      const results = await Promise.allSettled(
        checks.map(([, ping]) => withTimeout(ping(), PING_TIMEOUT_MS)),
      );
      const failing = checks.filter((_, i) => results[i]?.status === 'rejected').map(([name]) => name);
      if (failing.length > 0) return refuse('NOT_READY', failing);
      // Shutdown may have begun while the checks ran.
      if (app.shuttingDown) return refuse('SHUTTING_DOWN', []);
      return { status: 'ok' as const };
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
