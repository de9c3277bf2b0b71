import type { Media } from '@common/api/advisers';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { ApiError } from '@web/lib/http';
import { notifyError } from '@web/lib/notify';
import { adviserAccountKeys } from './query-keys';

/** GET /api/media/profile/{userId}: the profile image, or null when there is none (404, SPEC.md §8). */
export async function getProfileImage(userId: string): Promise<Media | null> {
  try {
    const answer = await api.request<{ data: Media }>(`/api/media/profile/${encodeURIComponent(userId)}`, {
      silent: true,
    });
    return answer.data ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    if (error instanceof ApiError && error.status !== 401) notifyError(error.message);
    throw error;
  }
}

export function useProfileImageQuery(userId: string | null) {
  return useQuery({
    queryKey: adviserAccountKeys.profileImage(userId ?? ''),
    queryFn: () => getProfileImage(userId ?? ''),
    enabled: Boolean(userId),
  });
}
