import { messages } from '@common/messages';
import { advisersKey } from '@web/api/public-adviser';
import { callLazy, lazyEndpoint } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';

/** Loaded with the click (the profile page offers it to admins): the page's bundle stays without zod. */
const hide = lazyEndpoint(
  async () => (await import('@common/api/reviews')).reviewsApi.hide,
  '/api/admin/reviews/:id/hide',
);

/** POST /api/admin/reviews/{id}/hide {reason}: an admin hides a review (it leaves the list and the average). */
export function hideReview({ id, reason }: { id: string; reason: string }) {
  return callLazy(hide, { params: { id }, body: { reason } }, { errorMessage: messages.reviews.hideFailed });
}

export function useHideReviewMutation() {
  // The list, the profile's rating and the search cards all change.
  return useInvalidatingMutation(hideReview, [advisersKey]);
}
