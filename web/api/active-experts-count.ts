import type { askersApi } from '@common/api/askers';
import type { Answer } from '@common/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, resourceKey } from '@web/lib/endpoint';

/**
 * GET /api/kerdezok/active-experts-count: the home page and the landing pages show the same number (one
 * cache entry; the server's render fills it). Silent: the count is simply not shown when it fails. The
 * definition (and zod with it) loads when the count is read: the public pages keep their budget.
 */
export const activeExpertsCountQuery = () =>
  queryOptions({
    queryKey: resourceKey('/api/kerdezok/active-experts-count'),
    queryFn: async ({ signal }): Promise<Answer<typeof askersApi.activeExpertsCount>> => {
      const { askersApi } = await import('@common/api/askers');
      return call(askersApi.activeExpertsCount, {}, { silent: true, signal });
    },
  });

export function useActiveExpertsCount() {
  return useQuery({ ...activeExpertsCountQuery(), select: (answer) => answer.count });
}
