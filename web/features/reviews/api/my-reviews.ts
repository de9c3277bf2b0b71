import type { MyReview, ReviewPage } from '@common/api/reviews';
import { messages } from '@common/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { REVIEWS_PAGE_SIZE, reviewKeys } from './query-keys';

/** GET /api/reviews/mine: the asker's own reviews, newest first. */
export function fetchMyReviews(page: number, signal?: AbortSignal) {
  return api.request<ReviewPage<MyReview>>('/api/reviews/mine', {
    query: { page, limit: REVIEWS_PAGE_SIZE },
    errorMessage: messages.reviews.loadFailed,
    signal,
  });
}

export function useMyReviews(page: number) {
  return useQuery({
    queryKey: reviewKeys.mine(page),
    queryFn: ({ signal }) => fetchMyReviews(page, signal),
    placeholderData: keepPreviousData,
  });
}
