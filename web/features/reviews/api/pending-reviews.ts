import { reviewsApi } from '@common/api/reviews';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';
import { REVIEWS_PAGE_SIZE, reviewListCall, usePagedReviews } from './review-lists';

/** GET /api/reviews/pending: the asker's completed appointments still waiting for a review. */
export const usePendingReviews = () => usePagedReviews(reviewsApi.pending);

/** The same narrowed to one appointment: it, or nothing once reviewed or past the 30 days. */
export function usePendingReview(appointmentId: string | undefined) {
  return useQuery(
    endpointQuery(
      reviewsApi.pending,
      { query: { page: 1, limit: REVIEWS_PAGE_SIZE, appointmentId } },
      reviewListCall,
    ),
  );
}
