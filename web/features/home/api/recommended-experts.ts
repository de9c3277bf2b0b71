import { DEFAULT_RECOMMENDED_EXPERTS_LIMIT } from '@common/constants';
import { messages } from '@common/messages';
import { useQuery } from '@tanstack/react-query';
import { lazyEndpoint, lazyEndpointQuery } from '@web/lib/endpoint';

/** Loaded with the first read: the home page's bundle stays without zod and the schemas. */
const recommendedExperts = lazyEndpoint(
  async () => (await import('@common/api/askers')).askersApi.recommendedExperts,
  '/api/kerdezok/recommended-experts',
);

/**
 * GET /api/kerdezok/recommended-experts. Silent: on failure the home page shows its placeholder cards
 * (SPEC.md §8) instead of an error.
 */
export const recommendedExpertsQuery = (limit = DEFAULT_RECOMMENDED_EXPERTS_LIMIT) =>
  lazyEndpointQuery(
    recommendedExperts,
    { query: { limit } },
    { errorMessage: messages.advisers.loadFailed, silent: true },
  );

export function useRecommendedExperts(limit = DEFAULT_RECOMMENDED_EXPERTS_LIMIT) {
  return useQuery({ ...recommendedExpertsQuery(limit), select: (answer) => answer.data });
}
