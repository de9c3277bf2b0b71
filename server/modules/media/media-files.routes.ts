import { mediaApi } from '@common/api/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { type MEDIA_URL_PREFIX, StoredObjectNotFound } from '../../lib/storage';
import { sendStoredFile } from '../../lib/stored-file-reply';
import { isPublicMediaKey } from './media-urls';

/** Storage keys as the services make them: plain path segments, none starting with a dot (no ".."). */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9_.-]*){0,4}$/;
/**
 * Public images never change under their key (a new upload or rotation makes a new key), so browsers
 * keep them a day and may show a stale copy for a week while they check again. What may change is
 * visibility (an adviser hidden): shared caches (a proxy, a CDN) recheck after 5 minutes, so a hidden
 * adviser's image stops being public there within minutes; a browser that already showed it may keep
 * showing it to the same person for up to a day (docs/ARCHITECTURE.md, "File storage").
 */
export const PUBLIC_MEDIA_CACHE = 'public, max-age=86400, s-maxage=300, stale-while-revalidate=604800';
const mediaNotFound = () => notFound('A fájl nem található.', 'NOT_FOUND');

/**
 * GET /media/<key>: a stored image, streamed from the file store (local disk or S3). Served without
 * more ado when it is a visible adviser's image (the answer cached briefly per key); anything else only
 * with a valid signature (MediaUrls). Files that are neither answer 404, the same as missing ones, so
 * their existence is not revealed.
 */
export const mediaFileRoutes: FastifyPluginAsyncZod = async (app) => {
  // The contract's path is the stored files' prefix (storage.ts): a compile error if they part.
  mediaApi.file.path satisfies `${typeof MEDIA_URL_PREFIX}*`;
  route(app, mediaApi.file, async (request, reply) => {
    const key = (request.params as { '*'?: string })['*'] ?? '';
    if (key.length > 300 || !SAFE_KEY.test(key)) throw mediaNotFound();
    const { exp, sig } = request.query as Record<string, unknown>;
    const now = app.clock.now();
    let cacheControl: string;
    if (app.mediaUrls.verify(key, exp, sig)) {
      const seconds = Math.floor((Number(exp) * 1000 - now.getTime()) / 1000);
      cacheControl = `private, max-age=${Math.max(0, seconds)}`;
    } else {
      const isPublic = await app.discovery.publicMedia.get(key, now.getTime(), () =>
        isPublicMediaKey(app.db, key, now),
      );
      if (!isPublic) throw mediaNotFound();
      cacheControl = PUBLIC_MEDIA_CACHE;
    }
    reply.header('X-Content-Type-Options', 'nosniff');
    try {
      return await sendStoredFile(request, reply, app.storage, key, {
        headers: { 'Cache-Control': cacheControl },
      });
    } catch (error) {
      // A deleted image's signed URL stays valid for hours: its 404 is the ordinary one.
      if (error instanceof StoredObjectNotFound) throw mediaNotFound();
      throw error;
    }
  });
};
