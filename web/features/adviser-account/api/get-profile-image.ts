import type { Media } from '@common/api/advisers';
import { adviserAccountKeys } from './query-keys';
import { useUserMediaQuery } from './user-media-query';

/** GET /api/media/profile/{userId}: the profile image, or null when there is none (404, SPEC.md §8). */
export function useProfileImageQuery(userId: string | null) {
  const path = userId ? `/api/media/profile/${encodeURIComponent(userId)}` : null;
  return useUserMediaQuery<Media | null>(adviserAccountKeys.profileImage(userId ?? ''), path, null);
}
