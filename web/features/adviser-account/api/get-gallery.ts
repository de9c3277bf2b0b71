import type { Media } from '@common/api/advisers';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { ApiError } from '@web/lib/http';
import { notifyError } from '@web/lib/notify';
import { adviserAccountKeys } from './query-keys';

/** GET /api/media/gallery/{userId}: the gallery in its order; a 404 is an empty gallery (SPEC.md §8). */
export async function getGallery(userId: string): Promise<Media[]> {
  try {
    const answer = await api.request<{ data: Media[] }>(`/api/media/gallery/${encodeURIComponent(userId)}`, {
      silent: true,
    });
    return answer.data ?? [];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    if (error instanceof ApiError && error.status !== 401) notifyError(error.message);
    throw error;
  }
}

export function useGalleryQuery(userId: string | null) {
  return useQuery({
    queryKey: adviserAccountKeys.gallery(userId ?? ''),
    queryFn: () => getGallery(userId ?? ''),
    enabled: Boolean(userId),
  });
}
