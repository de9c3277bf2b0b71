import type { RatedReviewPage, ReceivedReview } from '@common/api/reviews';
import { messages } from '@common/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { REVIEWS_PAGE_SIZE, reviewKeys } from './query-keys';

/** GET /api/reviews/received: the adviser's reviews (hidden ones marked) with average and distribution. */
export function fetchReceivedReviews(page: number, signal?: AbortSignal) {
  return api.request<RatedReviewPage<ReceivedReview>>('/api/reviews/received', {
    query: { page, limit: REVIEWS_PAGE_SIZE },
    errorMessage: messages.reviews.loadFailed,
    signal,
  });
}

export function useReceivedReviews(page: number) {
  return useQuery({
    queryKey: reviewKeys.received(page),
    queryFn: ({ signal }) => fetchReceivedReviews(page, signal),
    placeholderData: keepPreviousData,
  });
}
