import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { notFound, unauthorized } from '../../lib/errors';

/**
 * GET /metrics: the Prometheus text of this instance (lib/metrics.ts), for the scraper only: it needs
 * `Authorization: Bearer <METRICS_TOKEN>`. Without a configured token the route does not exist (404);
 * a wrong or missing token is 401. Outside /api (the usual path for scrapers), so no session is asked
 * for (modules/auth/public-routes.ts) and the global request limit does not count it.
 */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  const expected = app.config.metricsToken ? digest(app.config.metricsToken) : undefined;

  app.get('/metrics', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    if (!expected) throw notFound();
    const header = request.headers.authorization ?? '';
    const token = /^bearer /i.test(header) ? header.slice(7).trim() : '';
    // Digests of equal length: the comparison takes the same time whatever was sent.
    if (!token || !timingSafeEqual(digest(token), expected)) throw unauthorized();
    const registry = app.metrics.registry;
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
};

function digest(text: string) {
  return createHash('sha256').update(text).digest();
}
