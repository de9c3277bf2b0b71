import type { RatedReviewPage, ReceivedReview } from '@common/api/reviews';
import { reviewKeys } from './query-keys';
import { useReviewPage } from './review-page';

/** GET /api/reviews/received: the adviser's reviews (hidden ones marked) with average and distribution. */
export function useReceivedReviews(page: number) {
  return useReviewPage<RatedReviewPage<ReceivedReview>>(
    reviewKeys.received(page),
    '/api/reviews/received',
    page,
  );
}
