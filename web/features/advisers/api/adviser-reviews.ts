import { reviewsApi } from '@common/api/reviews';
import { messages } from '@common/messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

export const ADVISER_REVIEWS_PAGE_SIZE = 5;

/** GET /api/tanacsadok/{id}/reviews: the visible reviews, newest first, with average and distribution. */
export const adviserReviewsQuery = (adviserId: string, page: number) =>
  queryOptions({
    ...endpointQuery(
      reviewsApi.ofAdviser,
      { params: { id: adviserId }, query: { page, limit: ADVISER_REVIEWS_PAGE_SIZE } },
      { errorMessage: messages.reviews.loadFailed },
    ),
    placeholderData: keepPreviousData,
  });

export function useAdviserReviews(adviserId: string, page: number) {
  return useQuery(adviserReviewsQuery(adviserId, page));
}
