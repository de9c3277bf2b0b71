import { useQuery } from '@tanstack/react-query';
import { lazyEndpoint, lazyEndpointQuery } from '@web/lib/endpoint';

/** Loaded with the first read: the public pages' bundle stays without zod and the schemas. */
const activeExpertsCount = lazyEndpoint(
  async () => (await import('@common/api/askers')).askersApi.activeExpertsCount,
  '/api/kerdezok/active-experts-count',
);

/**
 * GET /api/kerdezok/active-experts-count: the home page and the landing pages show the same number (one
 * cache entry; the server's render fills it). Silent: the count is simply not shown when it fails.
 */
export const activeExpertsCountQuery = () => lazyEndpointQuery(activeExpertsCount, {}, { silent: true });

export function useActiveExpertsCount() {
  return useQuery({ ...activeExpertsCountQuery(), select: (answer) => answer.count });
}
