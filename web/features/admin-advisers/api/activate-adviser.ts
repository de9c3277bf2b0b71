import type { Adviser } from '@common/api/advisers';
import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminAdvisersKeys } from './query-keys';

/** PATCH /api/tanacsadok/{id}/activate (admin): active now; a 30-day trial when there is no date. */
export function activateAdviser(id: string) {
  return api.request<{ success: true; message: string; data: Adviser }>(
    `/api/tanacsadok/${encodeURIComponent(id)}/activate`,
    { method: 'PATCH', errorMessage: messages.advisers.activateFailed },
  );
}

export function useActivateAdviserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateAdviser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAdvisersKeys.all }),
  });
}
