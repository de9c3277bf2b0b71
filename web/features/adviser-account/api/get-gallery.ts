import type { Media } from '@common/api/advisers';
import { adviserAccountKeys } from './query-keys';
import { useUserMediaQuery } from './user-media-query';

/** GET /api/media/gallery/{userId}: the gallery in its order; a 404 is an empty gallery (SPEC.md §8). */
export function useGalleryQuery(userId: string | null) {
  const path = userId ? `/api/media/gallery/${encodeURIComponent(userId)}` : null;
  return useUserMediaQuery<Media[]>(adviserAccountKeys.gallery(userId ?? ''), path, []);
}
