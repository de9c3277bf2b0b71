import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** GET /api/kerdezok/active-experts-count. Silent: the count is simply not shown when it fails. */
export async function fetchActiveExpertsCount(signal?: AbortSignal) {
  const answer = await api.request<{ success: true; count: number }>('/api/kerdezok/active-experts-count', {
    signal,
    silent: true,
  });
  return answer.count;
}

export const activeExpertsCountQuery = () =>
  queryOptions({
    queryKey: ['home', 'active-experts-count'],
    queryFn: ({ signal }) => fetchActiveExpertsCount(signal),
  });

export function useActiveExpertsCount() {
  return useQuery(activeExpertsCountQuery());
}
