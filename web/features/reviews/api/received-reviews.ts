import { reviewsApi } from '@common/api/reviews';
import { usePagedReviews } from './review-lists';

/** GET /api/reviews/received: the adviser's reviews (hidden ones marked) with average and distribution. */
export const useReceivedReviews = () => usePagedReviews(reviewsApi.received);
