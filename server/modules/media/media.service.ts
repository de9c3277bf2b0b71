import { randomUUID } from 'node:crypto';
import { MEDIA_MAX_PIXELS } from '@common/api/advisers';
import {
  DEFAULT_ROTATE_ANGLE,
  GALLERY_MAX_IMAGES,
  MEDIA_MAIN_MAX_SIDE,
  MEDIA_THUMBNAIL_MAX_SIDE,
} from '@common/constants';
import { isUuid } from '@common/ids';
import { messages } from '@common/messages';
import { and, asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { type Database, insertOne } from '../../db/client';
import { media, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { type EventPublisher, publishing } from '../../lib/domain-events';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { Semaphore } from '../../lib/semaphore';
import type { FileStorage } from '../../lib/storage';
import {
  assertUploadFits,
  lockUploads,
  type ReceivedFile,
  sniffType,
  type UploadQuota,
} from '../../lib/uploads';
import type { Actor } from '../auth/actor';
import type { ActiveSession } from '../auth/sessions';
import { conversationPolicy } from '../conversations/conversations.policy';
import { mediaPolicy } from './media.policy';
import type { MediaRow } from './media.presenter';
import { hasPublicImages } from './media-urls';

export const galleryLimitError = () => badRequest(messages.media.galleryLimit);
const mediaNotFound = () => notFound('A kép nem található.', 'MEDIA_NOT_FOUND');

/**
 * Decoding holds the whole bitmap in memory (up to 40 megapixels) and keeps a core busy: at most two
 * decodes run at a time in this process, the rest wait their turn (uploads, chat images, rotations).
 */
export const IMAGE_DECODE_CONCURRENCY = 2;
const imageDecodes = new Semaphore(IMAGE_DECODE_CONCURRENCY);

interface ProcessedImage {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * Checks the real type by magic bytes, refuses decompression bombs (pixel limit), applies the EXIF
 * orientation, strips all metadata and re-encodes as WebP: a main image and a thumbnail.
 */
export async function processImage(buffer: Buffer, rotate = 0): Promise<ProcessedImage> {
  await sniffType(
    buffer,
    ['image/jpeg', 'image/png', 'image/webp'],
    () => new AppError(415, 'UNSUPPORTED_IMAGE', 'Csak JPEG, PNG vagy WebP kép tölthető fel.'),
  );
  return imageDecodes.run(() => decode(buffer, rotate));
}

async function decode(buffer: Buffer, rotate: number): Promise<ProcessedImage> {
  try {
    const source = sharp(buffer, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' }).rotate();
    const oriented = rotate
      ? sharp(await source.toBuffer(), { limitInputPixels: false }).rotate(rotate)
      : source;
    const main = await oriented
      .clone()
      .resize({
        width: MEDIA_MAIN_MAX_SIDE,
        height: MEDIA_MAIN_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await oriented
      .clone()
      .resize({
        width: MEDIA_THUMBNAIL_MAX_SIDE,
        height: MEDIA_THUMBNAIL_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 78 })
      .toBuffer();
    return { image: main.data, thumbnail, width: main.info.width, height: main.info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw badRequest('A kép felbontása túl nagy (legfeljebb 40 megapixel).');
    }
    throw badRequest('A kép nem olvasható vagy sérült.');
  }
}

export interface UploadInput {
  file: ReceivedFile | null;
  userId?: string;
  type?: string;
}

export function createMediaService(deps: {
  db: Database;
  storage: FileStorage;
  quota: UploadQuota;
  clock: Clock;
  /** The user's conversation and booking partners (they see the user's private images). */
  counterparts(userId: string): Promise<string[]>;
  events: EventPublisher;
}) {
  const { db, storage, quota } = deps;

  const store = async (userId: string, processed: ProcessedImage) => {
    const key = `media/${userId}/${randomUUID()}.webp`;
    const thumbnailKey = key.replace(/\.webp$/, '-thumb.webp');
    await storage.put(key, processed.image);
    await storage.put(thumbnailKey, processed.thumbnail);
    return { key, thumbnailKey };
  };

  const removeFiles = async (rows: Pick<MediaRow, 'path' | 'thumbnailPath'>[]) => {
    for (const row of rows) {
      await storage.delete(row.path);
      if (row.thumbnailPath) await storage.delete(row.thumbnailPath);
    }
  };

  const galleryCount = async (tx: Database, userId: string) =>
    (
      await tx
        .select({ n: count() })
        .from(media)
        .where(and(eq(media.userId, userId), eq(media.type, 'gallery')))
    )[0]?.n ?? 0;

  const assertOwner = (auth: ActiveSession, userId: string) => {
    if (!mediaPolicy.canManage(auth.user, userId)) throw forbidden('Csak a saját képeit kezelheti.');
  };

  /** How `viewer` reaches the images of `ownerId` (mediaPolicy.imageAccess). */
  async function imageAccess(viewer: Actor | null | undefined, ownerId: string) {
    const publicImages = await hasPublicImages(db, ownerId, deps.clock.now());
    // The partners are looked up only when the answer turns on them.
    const counterpart =
      !publicImages &&
      !!viewer &&
      !mediaPolicy.canManage(viewer, ownerId) &&
      conversationPolicy.isCounterpart(new Set(await deps.counterparts(viewer.id)), ownerId);
    return mediaPolicy.imageAccess(viewer, ownerId, { publicImages, counterpart });
  }

  async function upload(auth: ActiveSession, input: UploadInput) {
    if (!input.file || input.file.data.length === 0) throw badRequest(messages.media.noFile);
    if (!input.userId) throw badRequest(messages.media.noUserId);
    if (!isUuid(input.userId)) {
      throw badRequest('Érvénytelen felhasználó azonosító.', [
        { field: 'body.userId', message: 'Érvénytelen felhasználó azonosító.' },
      ]);
    }
    const type = input.type ?? 'gallery';
    if (type !== 'profile' && type !== 'gallery')
      throw badRequest('A kép típusa profile vagy gallery lehet.');
    assertOwner(auth, input.userId);
    const [owner] = await db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!owner) throw notFound('A felhasználó nem található.', 'USER_NOT_FOUND');
    if (type === 'gallery' && owner.role !== 'tanacsado') {
      throw badRequest('Galériaképet csak tanácsadói fiókhoz lehet feltölteni.');
    }
    // A cheap early refusal; the authoritative check is inside the transaction below.
    if (type === 'gallery' && (await galleryCount(db, owner.id)) >= GALLERY_MAX_IMAGES)
      throw galleryLimitError();
    // A full account is refused before the image is decoded (the exact check is in the transaction).
    if (type === 'gallery') await assertUploadFits(db, owner, 1, quota);

    const processed = await processImage(input.file.data);
    const { key, thumbnailKey } = await store(owner.id, processed);
    const filename = input.file.filename.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 200) || 'kep';
    try {
      const { row, replaced } = await db.transaction(async (tx) => {
        // One upload per user at a time, so parallel uploads cannot pass the limits together.
        await lockUploads(tx, owner.id);
        let replaced: MediaRow[] = [];
        if (type === 'gallery' && (await galleryCount(tx, owner.id)) >= GALLERY_MAX_IMAGES) {
          throw galleryLimitError();
        }
        if (type === 'profile') {
          replaced = await tx
            .delete(media)
            .where(and(eq(media.userId, owner.id), eq(media.type, 'profile')))
            .returning();
        }
        // After the replaced profile image is gone: its bytes do not count against the new one.
        await assertUploadFits(tx, owner, processed.image.length, quota);
        const position = type === 'gallery' ? await galleryCount(tx, owner.id) : 0;
        const inserted = await insertOne(tx, media, {
          position,
          userId: owner.id,
          type,
          filename,
          path: key,
          thumbnailPath: thumbnailKey,
          mimeType: 'image/webp',
          sizeBytes: processed.image.length,
          width: processed.width,
          height: processed.height,
        });
        return { row: inserted, replaced };
      });
      await removeFiles(replaced);
      return row;
    } catch (error) {
      await removeFiles([{ path: key, thumbnailPath: thumbnailKey }]);
      throw error;
    }
  }

  async function profileOf(userId: string) {
    const [row] = await db
      .select()
      .from(media)
      .where(and(eq(media.userId, userId), eq(media.type, 'profile')));
    return row ?? null;
  }

  async function galleryOf(userId: string) {
    return db
      .select()
      .from(media)
      .where(and(eq(media.userId, userId), eq(media.type, 'gallery')))
      .orderBy(asc(media.position), asc(media.createdAt), asc(media.id));
  }

  /** Puts the gallery in the given order; the ids must be exactly the user's gallery images. */
  async function reorderGallery(auth: ActiveSession, userId: string, ids: string[]) {
    assertOwner(auth, userId);
    const current = await galleryOf(userId);
    const same =
      current.length === ids.length &&
      new Set(ids).size === ids.length &&
      current.every((m) => ids.includes(m.id));
    if (!same) throw badRequest('A sorrendnek pontosan a galéria képeit kell tartalmaznia.');
    await db.transaction(async (tx) => {
      for (const [position, id] of ids.entries()) {
        await tx.update(media).set({ position }).where(eq(media.id, id));
      }
    });
    return galleryOf(userId);
  }

  async function remove(auth: ActiveSession, id: string) {
    const [row] = await db.select().from(media).where(eq(media.id, id));
    if (!row) throw mediaNotFound();
    assertOwner(auth, row.userId);
    await db.delete(media).where(eq(media.id, id));
    await removeFiles([row]);
    return row;
  }

  async function rotate(auth: ActiveSession, id: string, angle = DEFAULT_ROTATE_ANGLE) {
    const [row] = await db.select().from(media).where(eq(media.id, id));
    if (!row) throw mediaNotFound();
    assertOwner(auth, row.userId);
    const processed = await processImage(await storage.get(row.path), angle);
    // New keys: the old URLs are cached as immutable by browsers.
    const { key, thumbnailKey } = await store(row.userId, processed);
    const [updated] = await db
      .update(media)
      .set({
        path: key,
        thumbnailPath: thumbnailKey,
        width: processed.width,
        height: processed.height,
        sizeBytes: processed.image.length,
      })
      .where(eq(media.id, id))
      .returning();
    await removeFiles([row]);
    if (!updated) throw mediaNotFound();
    return updated;
  }

  // An adviser's pictures show on their public page and search card.
  const changes = publishing(deps.events, 'advisers.changed', {});
  return {
    upload: changes(upload),
    profileOf,
    galleryOf,
    reorderGallery: changes(reorderGallery),
    remove: changes(remove),
    rotate: changes(rotate),
    removeFiles,
    imageAccess,
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
