import type { askersApi } from '@common/api/askers';
import { DEFAULT_RECOMMENDED_EXPERTS_LIMIT } from '@common/constants';
import type { Answer } from '@common/contract';
import { messages } from '@common/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, resourceKey } from '@web/lib/endpoint';

/**
 * GET /api/kerdezok/recommended-experts. Silent: on failure the home page shows its placeholder cards
 * (SPEC.md §8) instead of an error. The definition (and zod with it) loads when the experts are read:
 * the home page keeps its download budget (server-rendered, they arrive with the page).
 */
export const recommendedExpertsQuery = (limit = DEFAULT_RECOMMENDED_EXPERTS_LIMIT) =>
  queryOptions({
    queryKey: [...resourceKey('/api/kerdezok/recommended-experts'), { limit }],
    queryFn: async ({ signal }): Promise<Answer<typeof askersApi.recommendedExperts>> => {
      const { askersApi } = await import('@common/api/askers');
      return call(
        askersApi.recommendedExperts,
        { query: { limit } },
        { errorMessage: messages.advisers.loadFailed, silent: true, signal },
      );
    },
  });

export function useRecommendedExperts(limit = DEFAULT_RECOMMENDED_EXPERTS_LIMIT) {
  return useQuery({ ...recommendedExpertsQuery(limit), select: (answer) => answer.data });
}
