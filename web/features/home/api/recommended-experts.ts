import { askersApi } from '@common/api/askers';
import { DEFAULT_RECOMMENDED_EXPERTS_LIMIT } from '@common/constants';
import { messages } from '@common/messages';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

/**
 * GET /api/kerdezok/recommended-experts. Silent: on failure the home page shows its placeholder cards
 * (SPEC.md §8) instead of an error.
 */
export const recommendedExpertsQuery = (limit = DEFAULT_RECOMMENDED_EXPERTS_LIMIT) =>
  endpointQuery(
    askersApi.recommendedExperts,
    { query: { limit } },
    { errorMessage: messages.advisers.loadFailed, silent: true },
  );

export function useRecommendedExperts(limit = DEFAULT_RECOMMENDED_EXPERTS_LIMIT) {
  return useQuery({ ...recommendedExpertsQuery(limit), select: (answer) => answer.data });
}
