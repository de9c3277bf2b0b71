import { messages } from '@common/messages';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { REVIEWS_PAGE_SIZE } from './query-keys';

/**
 * One page of a review list (`GET path?page&limit…`): the previous page stays on screen while the next
 * one loads.
 */
export function useReviewPage<Page>(
  queryKey: QueryKey,
  path: string,
  page: number,
  filter: { appointmentId?: string | undefined } = {},
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      api.request<Page>(path, {
        query: { page, limit: REVIEWS_PAGE_SIZE, ...filter },
        errorMessage: messages.reviews.loadFailed,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
