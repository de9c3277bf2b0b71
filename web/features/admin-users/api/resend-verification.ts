import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminUsersKeys } from './query-keys';

/** POST /api/admin/users/{id}/resend-verification: a new e-mail code to an unverified account. */
export function resendVerification(id: string) {
  return api.request<{ success: true; message: string }>(
    `/api/admin/users/${encodeURIComponent(id)}/resend-verification`,
    {
      method: 'POST',
      errorMessage: 'Nem sikerült elküldeni a megerősítő kódot.',
    },
  );
}

export function useResendVerificationMutation() {
  return useInvalidatingMutation(resendVerification, [adminUsersKeys.all]);
}
