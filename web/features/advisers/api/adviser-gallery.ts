import type { Media } from '@common/api/advisers';
import { messages } from '@common/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { ApiError } from '@web/lib/http';

/** GET /api/media/gallery/{userId}; a 404 means an empty gallery (SPEC.md §8). */
export async function fetchAdviserGallery(userId: string, signal?: AbortSignal): Promise<Media[]> {
  try {
    const answer = await api.request<{ success: true; data: Media[] }>(
      `/api/media/gallery/${encodeURIComponent(userId)}`,
      // The gallery is a secondary part of the profile: its section shows its own error text.
      { errorMessage: messages.advisers.loadFailed, signal, silent: true },
    );
    return answer.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const adviserGalleryQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['advisers', 'gallery', userId],
    queryFn: ({ signal }) => fetchAdviserGallery(userId as string, signal),
    enabled: Boolean(userId),
  });

export function useAdviserGallery(userId: string | undefined) {
  return useQuery(adviserGalleryQuery(userId));
}
