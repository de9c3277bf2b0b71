import type { CreateReviewBody, MyReview } from '@common/api/reviews';
import { messages } from '@common/messages';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { reviewKeys } from './query-keys';

/** POST /api/reviews {appointmentId, rating, text?}: the asker reviews a completed appointment. */
export function createReview(body: CreateReviewBody) {
  return api.request<{ success: true; message: string; data: MyReview }>('/api/reviews', {
    method: 'POST',
    body,
    errorMessage: messages.reviews.saveFailed,
  });
}

export function useCreateReviewMutation() {
  // The adviser's rating on cached profiles and lists (`['advisers']`) changed too.
  return useInvalidatingMutation(createReview, [reviewKeys.all, ['advisers']]);
}
