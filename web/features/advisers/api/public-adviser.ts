import type { PublicAdviser } from '@common/api/advisers';
import { isUuid } from '@common/ids';
import { messages } from '@common/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { ApiError } from '@web/lib/http';
import { notifyError } from '@web/lib/notify';

/** A missing or hidden adviser (404) or an id that is not one (400): the page says "not found". */
export function isAdviserNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * GET /api/tanacsadok/public/{id}; null when there is no such public adviser (the page says so, and the
 * server's render answers 404). Every other failure shows the red toast with the server's text or the
 * catalogue default.
 */
export async function fetchPublicAdviser(id: string, signal?: AbortSignal): Promise<PublicAdviser | null> {
  try {
    const answer = await api.request<{ success: true; data: PublicAdviser }>(
      `/api/tanacsadok/public/${encodeURIComponent(id)}`,
      { errorMessage: messages.advisers.loadFailed, signal, silent: true },
    );
    return answer.data;
  } catch (error) {
    if (isAdviserNotFound(error)) return null;
    if (error instanceof ApiError && error.status !== 401) notifyError(error.message);
    throw error;
  }
}

export const publicAdviserQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: ['advisers', 'public', id],
    queryFn: ({ signal }) => fetchPublicAdviser(id as string, signal),
    enabled: isUuid(id),
    // One toast per failure: the page offers "Újrapróbálás" instead of an automatic second attempt.
    retry: false,
  });

export function usePublicAdviser(id: string | undefined) {
  return useQuery(publicAdviserQuery(id));
}
