import { reviewsApi } from '@common/api/reviews';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';
import { REVIEWS_PAGE_SIZE, reviewListCall, reviewListPaging } from './review-lists';

/** GET /api/reviews/received: the adviser's reviews (hidden ones marked) with average and distribution. */
export function useReceivedReviews(page: number) {
  return useQuery({
    ...endpointQuery(reviewsApi.received, { query: { page, limit: REVIEWS_PAGE_SIZE } }, reviewListCall),
    ...reviewListPaging,
  });
}
