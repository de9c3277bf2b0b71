import type { PublicReview, RatedReviewPage } from '@common/api/reviews';
import { messages } from '@common/messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const ADVISER_REVIEWS_PAGE_SIZE = 5;

/** GET /api/tanacsadok/{id}/reviews: the visible reviews, newest first, with average and distribution. */
export function fetchAdviserReviews(adviserId: string, page: number, signal?: AbortSignal) {
  return api.request<RatedReviewPage<PublicReview>>(
    `/api/tanacsadok/${encodeURIComponent(adviserId)}/reviews`,
    {
      query: { page, limit: ADVISER_REVIEWS_PAGE_SIZE },
      errorMessage: messages.reviews.loadFailed,
      signal,
    },
  );
}

export const adviserReviewsQuery = (adviserId: string, page: number) =>
  queryOptions({
    queryKey: ['advisers', 'reviews', adviserId, page],
    queryFn: ({ signal }) => fetchAdviserReviews(adviserId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useAdviserReviews(adviserId: string, page: number) {
  return useQuery(adviserReviewsQuery(adviserId, page));
}
