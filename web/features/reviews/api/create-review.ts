import type { CreateReviewBody, MyReview } from '@common/api/reviews';
import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        // The adviser's rating on cached profiles and lists changed.
        queryClient.invalidateQueries({ queryKey: ['advisers'] }),
      ]),
  });
}
