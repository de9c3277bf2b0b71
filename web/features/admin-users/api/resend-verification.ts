import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminUsersKeys } from './query-keys';
import { userRequest } from './user-request';

/** POST /api/admin/users/{id}/resend-verification: a new e-mail code to an unverified account. */
export function resendVerification(id: string) {
  return userRequest(id, 'resend-verification', 'POST', 'Nem sikerült elküldeni a megerősítő kódot.');
}

export function useResendVerificationMutation() {
  return useInvalidatingMutation(resendVerification, [adminUsersKeys.all]);
}
