import type { ConsultationType } from '@common/api/advisers';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adviserAccountKeys } from './query-keys';

/** GET /api/tipusok: the consultation types an adviser can choose as topics. */
export async function getConsultationTypes() {
  const answer = await api.request<{ data: ConsultationType[] }>('/api/tipusok');
  return answer.data;
}

export function useConsultationTypesQuery() {
  return useQuery({
    queryKey: adviserAccountKeys.consultationTypes,
    queryFn: getConsultationTypes,
    staleTime: 5 * 60_000,
  });
}
