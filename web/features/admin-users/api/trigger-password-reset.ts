import { adminApi } from '@common/api/admin';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminUsersKey } from './query-keys';

/** POST /api/admin/users/{id}/password-reset: mails the user a password-reset code. */
export function triggerPasswordReset(id: string) {
  return call(
    adminApi.passwordReset,
    { params: { id } },
    { errorMessage: 'Nem sikerült elküldeni a jelszó-visszaállítási kódot.' },
  );
}

export function useTriggerPasswordResetMutation() {
  return useInvalidatingMutation(triggerPasswordReset, [adminUsersKey]);
}
