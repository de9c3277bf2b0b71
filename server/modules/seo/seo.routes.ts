import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';

const XML = 'application/xml; charset=utf-8';
const pageParams = z.object({ page: z.string() });

/**
 * /robots.txt and /sitemap.xml (+ its pages) for search engines: public pages outside /api, so no
 * session is asked for (modules/auth/public-routes.ts). Not in the API document.
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.seo;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(service.robots()),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type(XML).send((await service.sitemap()).xml),
  );

  app.get('/sitemap-:page.xml', { schema: { hide: true, params: pageParams } }, async (request, reply) => {
    // Only the page numbers an index names (1, 2, …): anything else is simply not a sitemap.
    const page = /^[1-9]\d{0,5}$/.test(request.params.page) ? Number(request.params.page) : 0;
    const xml = page > 0 ? await service.sitemapPage(page) : null;
    if (!xml) throw notFound('A kért oldaltérkép nem található.', 'SITEMAP_NOT_FOUND');
    return reply.type(XML).send(xml);
  });
};
