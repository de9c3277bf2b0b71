import { reviewsApi } from '@common/api/reviews';
import { messages } from '@common/messages';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { reviewListsKey } from './review-lists';

/** POST /api/reviews/{id}/reply {reply}: the reviewed adviser answers, once. */
export function replyToReview({ id, reply }: { id: string; reply: string }) {
  return call(
    reviewsApi.reply,
    { params: { id }, body: { reply } },
    { errorMessage: messages.reviews.replyFailed },
  );
}

export function useReplyToReviewMutation() {
  return useInvalidatingMutation(replyToReview, [reviewListsKey]);
}
