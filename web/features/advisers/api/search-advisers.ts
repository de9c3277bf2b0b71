import { messages } from '@common/messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { lazyEndpoint, lazyEndpointQuery } from '@web/lib/endpoint';
import { type AdviserListState, listStateToQuery } from '../list-search-params';

/** Loaded with the first read: the public pages' bundle stays without zod and the schemas. */
const search = lazyEndpoint(
  async () => (await import('@common/api/advisers')).adviserApi.search,
  '/api/tanacsadok/search',
);

/**
 * GET /api/tanacsadok/search: one page of the visible advisers matching the filters (the filters are
 * the key); the previous page stays on screen while the next one loads.
 */
export const adviserSearchQuery = (state: AdviserListState) =>
  queryOptions({
    ...lazyEndpointQuery(
      search,
      { query: listStateToQuery(state) },
      { errorMessage: messages.advisers.loadFailed },
    ),
    placeholderData: keepPreviousData,
    // The client has already toasted; the page offers "Újrapróbálás" instead of a second toast.
    retry: false,
  });

export function useAdviserSearch(state: AdviserListState) {
  return useQuery(adviserSearchQuery(state));
}
