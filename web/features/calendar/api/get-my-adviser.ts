import type { Adviser } from '@common/api/advisers';
import { messages } from '@common/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { calendarKeys } from './query-keys';

export interface AdviserAnswer {
  success: true;
  data: Adviser;
  tanacsado?: Adviser;
}

/** GET /api/tanacsadok/user/{userId}: the adviser's own profile (work schedule, booking settings). */
export async function getMyAdviser(userId: string) {
  const answer = await api.request<AdviserAnswer>(`/api/tanacsadok/user/${encodeURIComponent(userId)}`, {
    errorMessage: messages.advisers.loadFailed,
  });
  return answer.data;
}

export function useMyAdviserQuery(userId: string | null) {
  return useQuery({
    queryKey: calendarKeys.adviser(userId ?? ''),
    queryFn: () => getMyAdviser(userId ?? ''),
    enabled: Boolean(userId),
    // The profile screen edits the same data: always read it afresh when the calendar opens.
    staleTime: 0,
  });
}
