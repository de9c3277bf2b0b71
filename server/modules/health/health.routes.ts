import { type Dependency, healthApi } from '@common/api/health';
import { messages } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RETRY_AFTER_SECONDS } from '../../lib/outage';
import { type RouteExtras, route } from '../../lib/route';

/** How long each dependency may take to answer a readiness check. */
const PING_TIMEOUT_MS = 2000;

/**
 * GET /api/health: the process serves (liveness; a restart is the cure when it stops answering).
 * GET /api/ready: this instance can serve requests now (load balancers route to it): the database and
 * local file stores answer within a short time, and it is not shutting down. Redis, an S3 store and
 * the mail server are shared by every instance and only some features need them: when one is down the
 * answer stays 200 and names it in `degraded`, since pulling this instance would pull all of them and
 * turn a partial outage (no uploads, no live updates between instances, mail waiting in the outbox)
 * into a total one.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked often by load balancers: never rate limited.
  const unlimited: RouteExtras = { config: { rateLimit: false } };
  route(app, healthApi.live, async () => ({ status: 'ok' as const }), unlimited);

  route(
    app,
    healthApi.ready,
    async (_request, reply) => {
      const text = messages.api.unavailable;
      const refuse = (code: 'NOT_READY' | 'SHUTTING_DOWN', failing: Dependency[]) =>
        reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ status: 'error', success: false, error: text, message: text, code, failing });
      if (app.shuttingDown) return refuse('SHUTTING_DOWN', []);
      const sharedStorage = app.config.storage.kind === 's3';
      const checks: [Dependency, () => Promise<unknown>, 'needed' | 'shared'][] = [
        ['database', () => app.database.ping(), 'needed'],
        ['storage', () => app.storage.ping(), sharedStorage ? 'shared' : 'needed'],
        ['private-storage', () => app.privateStorage.ping(), sharedStorage ? 'shared' : 'needed'],
      ];
      const redis = app.rateLimitRedis;
      if (redis) checks.push(['redis', () => redis.ping(), 'shared']);
      const results = await Promise.allSettled(
        checks.map(([, ping]) => withTimeout(ping(), PING_TIMEOUT_MS)),
      );
      const down = checks.filter((_, i) => results[i]?.status === 'rejected');
      const failing = down.filter(([, , kind]) => kind === 'needed').map(([name]) => name);
      if (failing.length > 0) return refuse('NOT_READY', failing);
      // Shutdown may have begun while the checks ran.
      if (app.shuttingDown) return refuse('SHUTTING_DOWN', []);
      // The mail server is not pinged: the outbox knows from its last send whether it answers.
      const degraded = down.map(([name]) => name);
      // Redis answers, but this instance's live subscriptions are still being renewed.
      if (redis && !degraded.includes('redis') && !app.realtime.subscribed) degraded.push('redis');
      if (!app.jobs.outbox.mailServerAnswers) degraded.push('smtp');
      return degraded.length > 0 ? { status: 'ok' as const, degraded } : { status: 'ok' as const };
    },
    unlimited,
  );
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
