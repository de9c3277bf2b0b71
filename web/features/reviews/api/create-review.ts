import { type CreateReviewBody, reviewsApi } from '@common/api/reviews';
import { messages } from '@common/messages';
import { advisersKey } from '@web/api/public-adviser';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { reviewListsKey } from './review-lists';

/** POST /api/reviews {appointmentId, rating, text?}: the asker reviews a completed appointment. */
export function createReview(body: CreateReviewBody) {
  return call(reviewsApi.create, { body }, { errorMessage: messages.reviews.saveFailed });
}

export function useCreateReviewMutation() {
  // The adviser's rating on cached profiles and lists changed too.
  return useInvalidatingMutation(createReview, [reviewListsKey, advisersKey]);
}
