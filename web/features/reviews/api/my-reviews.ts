import type { MyReview, ReviewPage } from '@common/api/reviews';
import { reviewKeys } from './query-keys';
import { useReviewPage } from './review-page';

/** GET /api/reviews/mine: the asker's own reviews, newest first. */
export function useMyReviews(page: number) {
  return useReviewPage<ReviewPage<MyReview>>(reviewKeys.mine(page), '/api/reviews/mine', page);
}
