import type { Adviser } from '@common/api/advisers';
import { messages } from '@common/messages';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminAdvisersKeys } from './query-keys';

/** PATCH /api/tanacsadok/{id}/deactivate (admin): hidden from search and booking at once. */
export function deactivateAdviser(id: string) {
  return api.request<{ success: true; message: string; data: Adviser }>(
    `/api/tanacsadok/${encodeURIComponent(id)}/deactivate`,
    { method: 'PATCH', errorMessage: messages.advisers.deactivateFailed },
  );
}

export function useDeactivateAdviserMutation() {
  return useInvalidatingMutation(deactivateAdviser, [adminAdvisersKeys.all]);
}
