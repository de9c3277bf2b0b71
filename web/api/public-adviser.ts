import { isUuid } from '@common/ids';
import { messages } from '@common/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callLazy, lazyEndpoint, lazyEndpointQuery, resourceKey } from '@web/lib/endpoint';
import { ApiError } from '@web/lib/http';
import { notifyError } from '@web/lib/notify';

/** Every read of advisers (profiles, lists, search, their reviews): a rating change invalidates them. */
export const advisersKey = resourceKey('/api/tanacsadok');

/** Loaded with the first read: the public pages' bundle stays without zod and the schemas. */
const publicProfile = lazyEndpoint(
  async () => (await import('@common/api/advisers')).adviserApi.publicProfile,
  '/api/tanacsadok/public/:id',
);

/** A missing or hidden adviser (404) or an id that is not one (400): the page says "not found". */
export function isAdviserNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * GET /api/tanacsadok/public/{id}: the adviser's public profile (name, avatar, consultation types …), for
 * the profile page, the booking page and the server's render of the profile. The answer, or null when
 * there is no such public adviser: the pages show their "not found" panel (the server's render answers
 * 404), without a toast; every other failure shows the red toast (server text or the catalogue default
 * of SPEC.md §8).
 */
export const publicAdviserQuery = (id: string | undefined) => {
  const input = { params: { id: id ?? '' } };
  // The key of the read; its answer is kept, or null (below).
  const queryKey: unknown[] = lazyEndpointQuery(publicProfile, input).queryKey;
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      try {
        return await callLazy(publicProfile, input, {
          errorMessage: messages.advisers.loadFailed,
          signal,
          silent: true,
        });
      } catch (error) {
        if (isAdviserNotFound(error)) return null;
        if (error instanceof ApiError && error.status !== 401) notifyError(error.message);
        throw error;
      }
    },
    enabled: isUuid(id),
    // One toast per failure: the pages offer "Újrapróbálás" instead of an automatic second attempt.
    retry: false,
  });
};

/** The adviser, null when there is none to show (see above), undefined while loading. */
export function usePublicAdviser(id: string | undefined) {
  return useQuery({ ...publicAdviserQuery(id), select: (answer) => answer?.data ?? null });
}
