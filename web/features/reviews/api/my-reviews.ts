import { reviewsApi } from '@common/api/reviews';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';
import { REVIEWS_PAGE_SIZE, reviewListCall, reviewListPaging } from './review-lists';

/** GET /api/reviews/mine: the asker's own reviews, newest first. */
export function useMyReviews(page: number) {
  return useQuery({
    ...endpointQuery(reviewsApi.mine, { query: { page, limit: REVIEWS_PAGE_SIZE } }, reviewListCall),
    ...reviewListPaging,
  });
}
