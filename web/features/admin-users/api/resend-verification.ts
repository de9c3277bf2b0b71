import { adminApi } from '@common/api/admin';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminUsersKey } from './query-keys';

/** POST /api/admin/users/{id}/resend-verification: a new e-mail code to an unverified account. */
export function resendVerification(id: string) {
  return call(
    adminApi.resendVerification,
    { params: { id } },
    { errorMessage: 'Nem sikerült elküldeni a megerősítő kódot.' },
  );
}

export function useResendVerificationMutation() {
  return useInvalidatingMutation(resendVerification, [adminUsersKey]);
}
