import type { PublicAdviser } from '@common/api/advisers';
import { messages } from '@common/messages';
import { api } from '@web/lib/api';
import { ApiError } from '@web/lib/http';
import { notifyError } from '@web/lib/notify';

/** A missing or hidden adviser (404) or an id that is not one (400): the page says "not found". */
export function isAdviserNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * GET /api/tanacsadok/public/{id}: the adviser's public profile (name, avatar, consultation types …), for
 * the profile page and the booking page. "Not found" is thrown without a toast (the page shows its own
 * panel); every other failure shows the red toast (server text or the catalogue default of SPEC.md §8).
 */
export async function fetchPublicAdviser(id: string, signal?: AbortSignal): Promise<PublicAdviser> {
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
