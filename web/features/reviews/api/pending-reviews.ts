import type { PendingReview, ReviewPage } from '@common/api/reviews';
import { messages } from '@common/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { REVIEWS_PAGE_SIZE, reviewKeys } from './query-keys';

/** GET /api/reviews/pending: the asker's completed appointments still waiting for a review. */
export function fetchPendingReviews(page: number, appointmentId?: string, signal?: AbortSignal) {
  return api.request<ReviewPage<PendingReview>>('/api/reviews/pending', {
    query: { page, limit: REVIEWS_PAGE_SIZE, appointmentId },
    errorMessage: messages.reviews.loadFailed,
    signal,
  });
}

export function usePendingReviews(page: number, appointmentId?: string) {
  return useQuery({
    queryKey: reviewKeys.pending(page, appointmentId),
    queryFn: ({ signal }) => fetchPendingReviews(page, appointmentId, signal),
    placeholderData: keepPreviousData,
  });
}
