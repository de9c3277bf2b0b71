import { adminAdvisersApi } from '@common/api/admin';
import { messages } from '@common/messages';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adviserChangedKeys } from './query-keys';

/** POST /api/admin/advisers/{id}/approve-activation: activates (30-day trial without a date), mails the adviser. */
export function approveActivation(id: string) {
  return call(
    adminAdvisersApi.approveActivation,
    { params: { id } },
    { errorMessage: messages.advisers.activateFailed },
  );
}

export function useApproveActivationMutation() {
  return useInvalidatingMutation(approveActivation, adviserChangedKeys);
}
