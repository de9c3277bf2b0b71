import type { PublicAdviser } from '@common/api/advisers';
import { isUuid } from '@common/ids';
import { messages } from '@common/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { ApiError } from '@web/lib/http';
import { notifyError } from '@web/lib/notify';
import { bookingKeys } from './query-keys';

/** A missing or hidden adviser (404) or an id that is not one (400): the page says "not found". */
export function isAdviserNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * GET /api/tanacsadok/public/{id}: the adviser's name, avatar and consultation types. "Not found" gets
 * the friendly panel instead of a toast; every other failure shows the red toast (server text or the
 * catalogue default of SPEC.md §8).
 */
export async function fetchPublicAdviser(id: string, signal?: AbortSignal) {
  try {
    const answer = await api.request<{ success: true; data: PublicAdviser }>(
      `/api/tanacsadok/public/${encodeURIComponent(id)}`,
      { errorMessage: messages.advisers.loadFailed, signal, silent: true },
    );
    return answer.data;
  } catch (error) {
    if (error instanceof ApiError && !isAdviserNotFound(error) && error.status !== 401) {
      notifyError(error.message);
    }
    throw error;
  }
}

export function usePublicAdviserQuery(id: string | undefined) {
  return useQuery({
    queryKey: bookingKeys.adviser(id ?? ''),
    queryFn: ({ signal }) => fetchPublicAdviser(id as string, signal),
    enabled: isUuid(id),
    // One toast per failure: the page offers "Újrapróbálás" instead of an automatic second attempt.
    retry: false,
  });
}
