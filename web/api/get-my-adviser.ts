import type { Adviser } from '@common/api/advisers';
import { messages } from '@common/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { sharedKeys } from './query-keys';

/** The answer of the adviser's own profile and of its updates (older servers name it `tanacsado`). */
export interface AdviserAnswer {
  success: true;
  message?: string;
  data: Adviser;
  tanacsado?: Adviser;
}

/** The adviser an answer carries. */
export function adviserOfAnswer(answer: AdviserAnswer): Adviser | undefined {
  return answer.data ?? answer.tanacsado;
}

/** GET /api/tanacsadok/user/{userId}: the adviser's own full profile (billing, requests, schedule, settings). */
export async function getMyAdviser(userId: string) {
  const answer = await api.request<AdviserAnswer>(`/api/tanacsadok/user/${encodeURIComponent(userId)}`, {
    errorMessage: messages.advisers.loadFailed,
  });
  return answer.data;
}

/**
 * The account screens and the calendar share the one cache entry. `staleTime: 0` (the calendar) reads it
 * afresh whenever the screen opens.
 */
export function useMyAdviserQuery(userId: string | null, options: { staleTime?: number } = {}) {
  return useQuery({
    queryKey: sharedKeys.myAdviser(userId ?? ''),
    queryFn: () => getMyAdviser(userId ?? ''),
    enabled: Boolean(userId),
    ...options,
  });
}
