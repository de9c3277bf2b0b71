import type { Media } from '@common/api/advisers';
import type { media } from '../../db/schema';
import type { MediaUrls } from './media-urls';

export type MediaRow = typeof media.$inferSelect;

/**
 * The Image of SPEC.md §3: optimizedUrl is the thumbnail when there is one, else the full image.
 * `isPublic`: the owner is a visible adviser; otherwise the URLs are signed (for an entitled viewer).
 */
export function presentMedia(row: MediaRow, urls: MediaUrls, isPublic: boolean): Media {
  const url = urls.image(row.path, isPublic);
  const thumbnailUrl = row.thumbnailPath ? urls.image(row.thumbnailPath, isPublic) : null;
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
