import { MEDIA_MAX_BYTES } from '@common/api/advisers';
import { mediaApi } from '@common/api/media';
import { DEFAULT_ROTATE_ANGLE } from '@common/constants';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { readUpload } from '../../lib/uploads';
import { requireAuth } from '../auth/authenticate';
import { type MediaRow, presentMedia } from './media.presenter';
import { hasPublicImages } from './media-urls';

/** SPEC.md §7 "Media": upload (multipart), profile image, gallery, delete, rotate. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 10, parts: 12 } });
  const service = app.services.media;

  /** How the images of `ownerId` reach this caller: public, signed, or not at all (mediaPolicy). */
  const accessTo = (request: FastifyRequest, ownerId: string) =>
    service.imageAccess(request.auth?.user, ownerId);
  /** For the owner or an admin (after a change they made). */
  const presentOwn = async (row: MediaRow) =>
    presentMedia(row, app.mediaUrls, await hasPublicImages(app.db, row.userId, app.clock.now()));

  const assertUserExists = async (userId: string) => {
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('A felhasználó nem található.', 'USER_NOT_FOUND');
  };

  route(app, mediaApi.upload, async (request, reply) => {
    const auth = requireAuth(request);
    const { file, fields } = await readUpload(request, { fields: ['userId', 'type'] });
    const row = await service.upload(auth, { file, ...fields });
    return reply.code(201).send({ success: true as const, data: await presentOwn(row) });
  });

  route(app, mediaApi.profileImage, async (request) => {
    const row = await service.profileOf(request.params.userId);
    // A private image (an asker's, a hidden adviser's) does not exist for a stranger.
    const access = row ? await accessTo(request, row.userId) : null;
    if (!row || !access) throw notFound('Nincs profilkép.', 'NO_PROFILE_IMAGE');
    return { success: true as const, data: presentMedia(row, app.mediaUrls, access === 'public') };
  });

  route(app, mediaApi.gallery, async (request) => {
    await assertUserExists(request.params.userId);
    const access = await accessTo(request, request.params.userId);
    if (!access) throw notFound('A felhasználó nem található.', 'USER_NOT_FOUND');
    const rows = await service.galleryOf(request.params.userId);
    return {
      success: true as const,
      data: rows.map((row) => presentMedia(row, app.mediaUrls, access === 'public')),
    };
  });

  route(app, mediaApi.reorderGallery, async (request) => {
    const rows = await service.reorderGallery(requireAuth(request), request.params.userId, request.body.ids);
    const isPublic = await hasPublicImages(app.db, request.params.userId, app.clock.now());
    return { success: true as const, data: rows.map((row) => presentMedia(row, app.mediaUrls, isPublic)) };
  });

  route(app, mediaApi.remove, async (request) => {
    const row = await service.remove(requireAuth(request), request.params.id);
    return { success: true as const, data: await presentOwn(row) };
  });

  route(app, mediaApi.rotate, async (request) => {
    const auth = requireAuth(request);
    const row = await service.rotate(auth, request.params.id, request.body?.angle ?? DEFAULT_ROTATE_ANGLE);
    return { success: true as const, data: await presentOwn(row) };
  });
};
