import type { mediaApi } from '@common/api/media';
import { type Answer, pathOf } from '@common/contract';
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, call, resourceKey } from '@web/lib/endpoint';
import { ApiError } from '@web/lib/http';
import { notifyError } from '@web/lib/notify';

/** The reads of a user's images: the profile image and the gallery. */
type MediaRead = 'profileImage' | 'gallery';

/** Their paths, checked against the definitions, so the key is known without loading them. */
const PATHS = {
  profileImage: '/api/media/profile/:userId',
  gallery: '/api/media/gallery/:userId',
} as const satisfies { [K in MediaRead]: (typeof mediaApi)[K]['path'] };

/** The key of `read` for `userId`, as `queryKeyOf` makes it. */
export const userMediaKey = (read: MediaRead, userId: string) => resourceKey(pathOf(PATHS[read], { userId }));

/**
 * A user's images (GET /api/media/profile|gallery/{userId}), loaded while the user id is known; the
 * public adviser page and the adviser's own account share the cache entry. The answer, or null for a
 * 404 (SPEC.md §8: no image yet). `toast`: another failure is toasted here, except a 401 (the client's
 * own toast); without it the screen shows the error itself. The definitions (and zod with them) load
 * when the images are read: the public profile stays within its download budget.
 */
export function userMediaQuery<K extends MediaRead>(
  read: K,
  userId: string | null | undefined,
  { toast = false, ...options }: Pick<CallOptions, 'errorMessage'> & { toast?: boolean } = {},
) {
  return queryOptions({
    queryKey: userMediaKey(read, userId ?? ''),
    queryFn: async ({ signal }): Promise<Answer<(typeof mediaApi)[K]> | null> => {
      try {
        const { mediaApi } = await import('@common/api/media');
        const input = { params: { userId: userId ?? '' } };
        return (await call(mediaApi[read as MediaRead], input, {
          ...options,
          silent: true,
          signal,
        })) as Answer<(typeof mediaApi)[K]>;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        if (toast && error instanceof ApiError && error.status !== 401) notifyError(error.message);
        throw error;
      }
    },
    enabled: Boolean(userId),
  });
}
