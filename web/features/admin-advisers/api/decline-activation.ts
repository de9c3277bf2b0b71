import type { Adviser } from '@common/api/advisers';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminAdvisersKeys } from './query-keys';

/** POST /api/admin/advisers/{id}/decline-activation {reason}: clears the request, mails the reason. */
export function declineActivation({ id, reason }: { id: string; reason: string }) {
  return api.request<{ success: true; message: string; data: Adviser }>(
    `/api/admin/advisers/${encodeURIComponent(id)}/decline-activation`,
    { method: 'POST', body: { reason }, errorMessage: 'Nem sikerült elutasítani az aktiválási kérelmet.' },
  );
}

export function useDeclineActivationMutation() {
  return useInvalidatingMutation(declineActivation, [adminAdvisersKeys.all]);
}
