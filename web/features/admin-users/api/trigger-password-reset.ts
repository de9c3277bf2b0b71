import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminUsersKeys } from './query-keys';

/** POST /api/admin/users/{id}/password-reset: mails the user a password-reset code. */
export function triggerPasswordReset(id: string) {
  return api.request<{ success: true; message: string }>(
    `/api/admin/users/${encodeURIComponent(id)}/password-reset`,
    {
      method: 'POST',
      errorMessage: 'Nem sikerült elküldeni a jelszó-visszaállítási kódot.',
    },
  );
}

export function useTriggerPasswordResetMutation() {
  return useInvalidatingMutation(triggerPasswordReset, [adminUsersKeys.all]);
}
