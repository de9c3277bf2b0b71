import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { sharedKeys } from './query-keys';

/** GET /api/kerdezok/active-experts-count. Silent: the count is simply not shown when it fails. */
export async function fetchActiveExpertsCount(signal?: AbortSignal) {
  const answer = await api.request<{ success: true; count: number }>('/api/kerdezok/active-experts-count', {
    signal,
    silent: true,
  });
  return answer.count;
}

/** The home page and the landing pages show the same number (one cache entry; the server's render fills it). */
export const activeExpertsCountQuery = () =>
  queryOptions({
    queryKey: sharedKeys.activeExpertsCount,
    queryFn: ({ signal }) => fetchActiveExpertsCount(signal),
  });

export function useActiveExpertsCount() {
  return useQuery(activeExpertsCountQuery());
}
