import type { Adviser } from '@common/api/advisers';
import { messages } from '@common/messages';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminAdvisersKeys } from './query-keys';

/** POST /api/admin/advisers/{id}/approve-activation: activates (30-day trial without a date), mails the adviser. */
export function approveActivation(id: string) {
  return api.request<{ success: true; message: string; data: Adviser }>(
    `/api/admin/advisers/${encodeURIComponent(id)}/approve-activation`,
    { method: 'POST', errorMessage: messages.advisers.activateFailed },
  );
}

export function useApproveActivationMutation() {
  return useInvalidatingMutation(approveActivation, [adminAdvisersKeys.all]);
}
