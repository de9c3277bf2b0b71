import type { RecommendedExpert } from '@common/api/advisers';
import { DEFAULT_RECOMMENDED_EXPERTS_LIMIT } from '@common/constants';
import { messages } from '@common/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/**
 * GET /api/kerdezok/recommended-experts. Silent: on failure the home page shows its placeholder cards
 * (SPEC.md §8) instead of an error.
 */
export async function fetchRecommendedExperts(limit: number, signal?: AbortSignal) {
  const answer = await api.request<{ success: true; data: RecommendedExpert[] }>(
    '/api/kerdezok/recommended-experts',
    { query: { limit }, errorMessage: messages.advisers.loadFailed, signal, silent: true },
  );
  return answer.data;
}

export const recommendedExpertsQuery = (limit = DEFAULT_RECOMMENDED_EXPERTS_LIMIT) =>
  queryOptions({
    queryKey: ['home', 'recommended-experts', { limit }],
    queryFn: ({ signal }) => fetchRecommendedExperts(limit, signal),
  });

export function useRecommendedExperts(limit = DEFAULT_RECOMMENDED_EXPERTS_LIMIT) {
  return useQuery(recommendedExpertsQuery(limit));
}
