import { reviewsApi } from '@common/api/reviews';
import { usePagedReviews } from './review-lists';

/** GET /api/reviews/mine: the asker's own reviews, newest first. */
export const useMyReviews = () => usePagedReviews(reviewsApi.mine);
