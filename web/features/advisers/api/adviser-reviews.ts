import { messages } from '@common/messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { lazyEndpoint, lazyEndpointQuery } from '@web/lib/endpoint';

export const ADVISER_REVIEWS_PAGE_SIZE = 5;

/** Loaded with the first read: the public pages' bundle stays without zod and the schemas. */
const reviewsOfAdviser = lazyEndpoint(
  async () => (await import('@common/api/reviews')).reviewsApi.ofAdviser,
  '/api/tanacsadok/:id/reviews',
);

/** GET /api/tanacsadok/{id}/reviews: the visible reviews, newest first, with average and distribution. */
export const adviserReviewsQuery = (adviserId: string, page: number) =>
  queryOptions({
    ...lazyEndpointQuery(
      reviewsOfAdviser,
      { params: { id: adviserId }, query: { page, limit: ADVISER_REVIEWS_PAGE_SIZE } },
      { errorMessage: messages.reviews.loadFailed },
    ),
    placeholderData: keepPreviousData,
  });

export function useAdviserReviews(adviserId: string, page: number) {
  return useQuery(adviserReviewsQuery(adviserId, page));
}
