import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/errors';
import { MEDIA_URL_PREFIX } from '../../lib/storage';
import { isPublicMediaKey } from './media-urls';

/** Storage keys as the services make them: plain path segments, none starting with a dot (no ".."). */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9_.-]*){0,4}$/;
/** Public images may change visibility (an adviser hidden): caches keep them for an hour at most. */
const PUBLIC_CACHE = 'public, max-age=3600';
const mediaNotFound = () => notFound('A fájl nem található.', 'NOT_FOUND');

/**
 * GET /media/<key>: a stored image. Served without more ado when it is a visible adviser's image
 * (the answer cached briefly per key); anything else only with a valid signature (MediaUrls). Files
 * that are neither answer 404, the same as missing ones, so their existence is not revealed.
 * Needs the reply.sendFile of @fastify/static (registerWebStatic): Range, ETag, Content-Type.
 */
export const mediaFileRoutes: FastifyPluginAsync<{ root: string }> = async (app, options) => {
  app.get(`${MEDIA_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*'?: string })['*'] ?? '';
    if (key.length > 300 || !SAFE_KEY.test(key)) throw mediaNotFound();
    const { exp, sig } = request.query as Record<string, unknown>;
    const now = app.clock.now();
    if (app.mediaUrls.verify(key, exp, sig)) {
      const seconds = Math.floor((Number(exp) * 1000 - now.getTime()) / 1000);
      reply.header('Cache-Control', `private, max-age=${Math.max(0, seconds)}`);
    } else {
      const isPublic = await app.discovery.publicMedia.get(key, now.getTime(), () =>
        isPublicMediaKey(app.db, key, now),
      );
      if (!isPublic) throw mediaNotFound();
      reply.header('Cache-Control', PUBLIC_CACHE);
    }
    reply.header('X-Content-Type-Options', 'nosniff');
    return reply.sendFile(key, options.root, { cacheControl: false, dotfiles: 'deny', index: false });
  });
};
