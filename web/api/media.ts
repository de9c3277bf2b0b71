import type { mediaApi } from '@common/api/media';
import type { Answer } from '@common/contract';
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, callLazy, lazyEndpoint, lazyEndpointQuery } from '@web/lib/endpoint';
import { ApiError } from '@web/lib/http';
import { notifyError } from '@web/lib/notify';

/**
 * The reads of a user's images, loaded with the first read: the public profile's bundle stays without
 * zod and the schemas.
 */
const reads = {
  profileImage: lazyEndpoint(
    async () => (await import('@common/api/media')).mediaApi.profileImage,
    '/api/media/profile/:userId',
  ),
  gallery: lazyEndpoint(
    async () => (await import('@common/api/media')).mediaApi.gallery,
    '/api/media/gallery/:userId',
  ),
};
type MediaRead = keyof typeof reads;

/** The key of `read` for `userId`, as `queryKeyOf` makes it (both reads take the same parameter). */
export const userMediaKey = (read: MediaRead, userId: string) =>
  lazyEndpointQuery(reads[read] as typeof reads.gallery, { params: { userId } }).queryKey;

/**
 * A user's images (GET /api/media/profile|gallery/{userId}), loaded while the user id is known; the
 * public adviser page and the adviser's own account share the cache entry. The answer, or null for a
 * 404 (SPEC.md §8: no image yet). `toast`: another failure is toasted here, except a 401 (the client's
 * own toast); without it the screen shows the error itself.
 */
export function userMediaQuery<K extends MediaRead>(
  read: K,
  userId: string | null | undefined,
  { toast = false, ...options }: Pick<CallOptions, 'errorMessage'> & { toast?: boolean } = {},
) {
  const input = { params: { userId: userId ?? '' } };
  return queryOptions({
    queryKey: userMediaKey(read, userId ?? ''),
    queryFn: async ({ signal }): Promise<Answer<(typeof mediaApi)[K]> | null> => {
      try {
        const endpoint = reads[read] as typeof reads.gallery;
        return (await callLazy(endpoint, input, { ...options, silent: true, signal })) as Answer<
          (typeof mediaApi)[K]
        >;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        if (toast && error instanceof ApiError && error.status !== 401) notifyError(error.message);
        throw error;
      }
    },
    enabled: Boolean(userId),
  });
}
