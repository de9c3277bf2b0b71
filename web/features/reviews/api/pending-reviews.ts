import type { PendingReview, ReviewPage } from '@common/api/reviews';
import { reviewKeys } from './query-keys';
import { useReviewPage } from './review-page';

/** GET /api/reviews/pending: the asker's completed appointments still waiting for a review. */
export function usePendingReviews(page: number, appointmentId?: string) {
  return useReviewPage<ReviewPage<PendingReview>>(
    reviewKeys.pending(page, appointmentId),
    '/api/reviews/pending',
    page,
    { appointmentId },
  );
}
