import type { MyReview, UpdateReviewBody } from '@common/api/reviews';
import { messages } from '@common/messages';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { reviewKeys } from './query-keys';

/** PUT /api/reviews/{id} {rating, text}: the author edits a visible review within the 30 days. */
export function updateReview({ id, ...body }: UpdateReviewBody & { id: string }) {
  return api.request<{ success: true; message: string; data: MyReview }>(
    `/api/reviews/${encodeURIComponent(id)}`,
    { method: 'PUT', body, errorMessage: messages.reviews.saveFailed },
  );
}

export function useUpdateReviewMutation() {
  // The adviser's rating on cached profiles and lists (`['advisers']`) changed too.
  return useInvalidatingMutation(updateReview, [reviewKeys.all, ['advisers']]);
}
