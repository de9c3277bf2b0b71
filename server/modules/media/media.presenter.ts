import type { Media } from '@common/api/advisers';
import type { media } from '../../db/schema';
import type { FileStorage } from '../../lib/storage';

export type MediaRow = typeof media.$inferSelect;

/** The Image of SPEC.md §3: optimizedUrl is the thumbnail when there is one, else the full image. */
export function presentMedia(row: MediaRow, storage: FileStorage): Media {
  const url = storage.urlFor(row.path);
  const thumbnailUrl = row.thumbnailPath ? storage.urlFor(row.thumbnailPath) : null;
  return {
    _id: row.id,
    id: row.id,
    userId: row.userId,
    type: row.type,
    filename: row.filename,
    path: row.path,
    thumbnailPath: row.thumbnailPath,
    url,
    thumbnailUrl,
    optimizedUrl: thumbnailUrl ?? url,
    dimensions: { width: row.width, height: row.height },
    size: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}
