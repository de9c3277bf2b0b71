import type { ReceivedReview } from '@common/api/reviews';
import { messages } from '@common/messages';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { reviewKeys } from './query-keys';

/** POST /api/reviews/{id}/reply {reply}: the reviewed adviser answers, once. */
export function replyToReview({ id, reply }: { id: string; reply: string }) {
  return api.request<{ success: true; message: string; data: ReceivedReview }>(
    `/api/reviews/${encodeURIComponent(id)}/reply`,
    { method: 'POST', body: { reply }, errorMessage: messages.reviews.replyFailed },
  );
}

export function useReplyToReviewMutation() {
  return useInvalidatingMutation(replyToReview, [reviewKeys.all]);
}
