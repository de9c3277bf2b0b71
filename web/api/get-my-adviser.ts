import type { Adviser } from '@common/api/advisers';
import { messages } from '@common/messages';
import { useQuery } from '@tanstack/react-query';
import { requireAdviserId } from '@web/lib/adviser-identity';
import { api } from '@web/lib/api';
import type { RequestOptions } from '@web/lib/http';
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

/**
 * A change the signed-in adviser makes to their own profile (`/api/tanacsadok/{id}{path}`); the answer
 * carries the adviser. Without the adviser id it fails as a call would (`requireAdviserId`).
 */
export function sendOwnAdviser(adviserId: string | null, path: string, options: RequestOptions) {
  const id = requireAdviserId(adviserId);
  return api.request<AdviserAnswer>(`/api/tanacsadok/${encodeURIComponent(id)}${path}`, options);
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
