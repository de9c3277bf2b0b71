import { adminAdvisersApi } from '@common/api/admin';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adviserChangedKeys } from './query-keys';

/** POST /api/admin/advisers/{id}/decline-activation {reason}: clears the request, mails the reason. */
export function declineActivation({ id, reason }: { id: string; reason: string }) {
  return call(
    adminAdvisersApi.declineActivation,
    { params: { id }, body: { reason } },
    { errorMessage: 'Nem sikerült elutasítani az aktiválási kérelmet.' },
  );
}

export function useDeclineActivationMutation() {
  return useInvalidatingMutation(declineActivation, adviserChangedKeys);
}
