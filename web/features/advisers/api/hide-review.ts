import { reviewsApi } from '@common/api/reviews';
import { messages } from '@common/messages';
import { advisersKey } from '@web/api/public-adviser';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';

/** POST /api/admin/reviews/{id}/hide {reason}: an admin hides a review (it leaves the list and the average). */
export function hideReview({ id, reason }: { id: string; reason: string }) {
  return call(
    reviewsApi.hide,
    { params: { id }, body: { reason } },
    { errorMessage: messages.reviews.hideFailed },
  );
}

export function useHideReviewMutation() {
  // The list, the profile's rating and the search cards all change.
  return useInvalidatingMutation(hideReview, [advisersKey]);
}
