import { reviewsApi } from '@common/api/reviews';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';
import { REVIEWS_PAGE_SIZE, reviewListCall, reviewListPaging } from './review-lists';

/** GET /api/reviews/pending: the asker's completed appointments still waiting for a review. */
export function usePendingReviews(page: number, appointmentId?: string) {
  return useQuery({
    ...endpointQuery(
      reviewsApi.pending,
      { query: { page, limit: REVIEWS_PAGE_SIZE, appointmentId } },
      reviewListCall,
    ),
    ...reviewListPaging,
  });
}
