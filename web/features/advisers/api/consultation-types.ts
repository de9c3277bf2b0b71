import type { ConsultationType } from '@common/api/advisers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/**
 * GET /api/tipusok: the consultation types for the "Tanácsadási terület" filter. Silent: without them
 * the filter offers only "Összes terület" and the search itself still works.
 */
export function fetchConsultationTypes(signal?: AbortSignal) {
  return api.request<{ success: true; data: ConsultationType[] }>('/api/tipusok', { signal, silent: true });
}

export const consultationTypesQuery = () =>
  queryOptions({
    queryKey: ['advisers', 'consultation-types'],
    queryFn: ({ signal }) => fetchConsultationTypes(signal),
    staleTime: 5 * 60_000,
  });

export function useConsultationTypes() {
  return useQuery({ ...consultationTypesQuery(), select: (answer) => answer.data });
}
