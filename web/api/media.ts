import type { mediaApi } from '@common/api/media';
import type { Answer } from '@common/contract';
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, call, queryKeyOf } from '@web/lib/endpoint';
import { ApiError } from '@web/lib/http';
import { notifyError } from '@web/lib/notify';

/** The reads of a user's images: the profile image and the gallery. */
type MediaRead = typeof mediaApi.profileImage | typeof mediaApi.gallery;

/**
 * A user's images (GET /api/media/profile|gallery/{userId}), loaded while the user id is known; the
 * public adviser page and the adviser's own account share the cache entry. The answer, or null for a
 * 404 (SPEC.md §8: no image yet). `toast`: another failure is toasted here, except a 401 (the client's
 * own toast); without it the screen shows the error itself.
 */
export function userMediaQuery<E extends MediaRead>(
  endpoint: E,
  userId: string | null | undefined,
  { toast = false, ...options }: Pick<CallOptions, 'errorMessage'> & { toast?: boolean } = {},
) {
  const input = { params: { userId: userId ?? '' } };
  return queryOptions({
    queryKey: queryKeyOf<MediaRead>(endpoint, input),
    queryFn: async ({ signal }) => {
      try {
        return (await call<MediaRead>(endpoint, input, { ...options, silent: true, signal })) as Answer<E>;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        if (toast && error instanceof ApiError && error.status !== 401) notifyError(error.message);
        throw error;
      }
    },
    enabled: Boolean(userId),
  });
}
