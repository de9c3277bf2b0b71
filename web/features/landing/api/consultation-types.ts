import type { ConsultationType } from '@common/api/advisers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** GET /api/tipusok. Silent: the landing pages simply leave the list out when it cannot be loaded. */
export async function fetchConsultationTypes(signal?: AbortSignal) {
  const answer = await api.request<{ success: true; data: ConsultationType[] }>('/api/tipusok', {
    signal,
    silent: true,
  });
  return answer.data;
}

export const consultationTypesQuery = () =>
  queryOptions({
    queryKey: ['landing', 'consultation-types'],
    queryFn: ({ signal }) => fetchConsultationTypes(signal),
    staleTime: 5 * 60_000,
  });

export function useConsultationTypes() {
  return useQuery(consultationTypesQuery());
}
