import type { MyReview, UpdateReviewBody } from '@common/api/reviews';
import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { reviewKeys } from './query-keys';

/** PUT /api/reviews/{id} {rating, text}: the author edits a visible review within the 30 days. */
export function updateReview({ id, ...body }: UpdateReviewBody & { id: string }) {
  return api.request<{ success: true; message: string; data: MyReview }>(
    `/api/reviews/${encodeURIComponent(id)}`,
    { method: 'PUT', body, errorMessage: messages.reviews.saveFailed },
  );
}

export function useUpdateReviewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['advisers'] }),
      ]),
  });
}
