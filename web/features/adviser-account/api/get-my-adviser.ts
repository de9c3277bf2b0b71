import type { Adviser } from '@common/api/advisers';
import { messages } from '@common/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adviserAccountKeys } from './query-keys';

export interface AdviserAnswer {
  success: true;
  message?: string;
  data: Adviser;
  tanacsado?: Adviser;
}

/** GET /api/tanacsadok/user/{userId}: the adviser's own full profile (billing, requests, schedule). */
export async function getMyAdviser(userId: string) {
  const answer = await api.request<AdviserAnswer>(`/api/tanacsadok/user/${encodeURIComponent(userId)}`, {
    errorMessage: messages.advisers.loadFailed,
  });
  return answer.data;
}

export function useMyAdviserQuery(userId: string | null) {
  return useQuery({
    queryKey: adviserAccountKeys.adviser(userId ?? ''),
    queryFn: () => getMyAdviser(userId ?? ''),
    enabled: Boolean(userId),
  });
}
