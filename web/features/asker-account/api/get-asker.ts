import type { Asker } from '@common/api/advisers';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { askerAccountKeys } from './query-keys';

/** GET /api/kerdezok/user/{userId}: name, e-mail, billing data and subscription of the asker. */
export async function getAsker(userId: string) {
  const answer = await api.request<{ data: Asker }>(`/api/kerdezok/user/${encodeURIComponent(userId)}`);
  return answer.data;
}

export function useAskerQuery(userId: string | null) {
  return useQuery({
    queryKey: askerAccountKeys.asker(userId ?? ''),
    queryFn: () => getAsker(userId ?? ''),
    enabled: Boolean(userId),
  });
}
