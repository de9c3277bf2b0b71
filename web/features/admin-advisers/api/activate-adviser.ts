import type { Adviser } from '@common/api/advisers';
import { messages } from '@common/messages';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminAdvisersKeys } from './query-keys';

/** PATCH /api/tanacsadok/{id}/activate (admin): active now; a 30-day trial when there is no date. */
export function activateAdviser(id: string) {
  return api.request<{ success: true; message: string; data: Adviser }>(
    `/api/tanacsadok/${encodeURIComponent(id)}/activate`,
    { method: 'PATCH', errorMessage: messages.advisers.activateFailed },
  );
}

export function useActivateAdviserMutation() {
  return useInvalidatingMutation(activateAdviser, [adminAdvisersKeys.all]);
}
