import { askersApi } from '@common/api/askers';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

/**
 * GET /api/kerdezok/active-experts-count: the home page and the landing pages show the same number (one
 * cache entry; the server's render fills it). Silent: the count is simply not shown when it fails.
 */
export const activeExpertsCountQuery = () =>
  endpointQuery(askersApi.activeExpertsCount, {}, { silent: true });

export function useActiveExpertsCount() {
  return useQuery({ ...activeExpertsCountQuery(), select: (answer) => answer.count });
}
