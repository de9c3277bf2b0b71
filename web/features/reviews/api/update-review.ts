import { reviewsApi, type UpdateReviewBody } from '@common/api/reviews';
import { messages } from '@common/messages';
import { advisersKey } from '@web/api/public-adviser';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { reviewListsKey } from './review-lists';

/** PUT /api/reviews/{id} {rating, text}: the author edits a visible review within the 30 days. */
export function updateReview({ id, ...body }: UpdateReviewBody & { id: string }) {
  return call(reviewsApi.update, { params: { id }, body }, { errorMessage: messages.reviews.saveFailed });
}

export function useUpdateReviewMutation() {
  // The adviser's rating on cached profiles and lists changed too.
  return useInvalidatingMutation(updateReview, [reviewListsKey, advisersKey]);
}
