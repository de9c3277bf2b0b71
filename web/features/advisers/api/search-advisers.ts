import type { PublicAdviser } from '@common/api/advisers';
import { messages } from '@common/messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { type AdviserListState, listStateToQuery } from '../list-search-params';

export interface AdviserSearchAnswer {
  success: true;
  data: PublicAdviser[];
  page: number;
  totalPages: number;
  totalCount: number;
  /** With more than SEARCH_EXACT_COUNT_LIMIT matches `totalCount` is that limit and this is false. */
  totalCountExact: boolean;
  /** The keyset cursor of the next page (the web pages by number and does not use it). */
  nextCursor: string | null;
  /** Nothing matched exactly: the list holds matches of near words (typos). */
  approximate: boolean;
  /** Nobody matched every word: the list holds advisers matching some of them. */
  partial: boolean;
}

/** GET /api/tanacsadok/search: one page of the visible advisers matching the filters. */
export function searchAdvisers(state: AdviserListState, signal?: AbortSignal) {
  return api.request<AdviserSearchAnswer>('/api/tanacsadok/search', {
    query: listStateToQuery(state),
    errorMessage: messages.advisers.loadFailed,
    signal,
  });
}

/** The filters are the key; the previous page stays on screen while the next one loads. */
export const adviserSearchQuery = (state: AdviserListState) =>
  queryOptions({
    queryKey: ['advisers', 'search', listStateToQuery(state)],
    queryFn: ({ signal }) => searchAdvisers(state, signal),
    placeholderData: keepPreviousData,
    // The client has already toasted; the page offers "Újrapróbálás" instead of a second toast.
    retry: false,
  });

export function useAdviserSearch(state: AdviserListState) {
  return useQuery(adviserSearchQuery(state));
}
