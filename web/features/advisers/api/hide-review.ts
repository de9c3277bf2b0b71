import { messages } from '@common/messages';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';

/** POST /api/admin/reviews/{id}/hide {reason}: an admin hides a review (it leaves the list and the average). */
export function hideReview({ id, reason }: { id: string; reason: string }) {
  return api.request<{ success: true; message: string }>(
    `/api/admin/reviews/${encodeURIComponent(id)}/hide`,
    {
      method: 'POST',
      body: { reason },
      errorMessage: messages.reviews.hideFailed,
    },
  );
}

export function useHideReviewMutation() {
  // The list, the profile's rating and the search cards all change.
  return useInvalidatingMutation(hideReview, [['advisers']]);
}
