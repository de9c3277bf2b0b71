import type { Adviser } from '@common/api/advisers';
import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminAdvisersKeys } from './query-keys';

/** POST /api/admin/advisers/{id}/approve-activation: activates (30-day trial without a date), mails the adviser. */
export function approveActivation(id: string) {
  return api.request<{ success: true; message: string; data: Adviser }>(
    `/api/admin/advisers/${encodeURIComponent(id)}/approve-activation`,
    { method: 'POST', errorMessage: messages.advisers.activateFailed },
  );
}

export function useApproveActivationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveActivation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAdvisersKeys.all }),
  });
}
