import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminUsersKeys } from './query-keys';
import { userRequest } from './user-request';

/** POST /api/admin/users/{id}/password-reset: mails the user a password-reset code. */
export function triggerPasswordReset(id: string) {
  return userRequest(id, 'password-reset', 'POST', 'Nem sikerült elküldeni a jelszó-visszaállítási kódot.');
}

export function useTriggerPasswordResetMutation() {
  return useInvalidatingMutation(triggerPasswordReset, [adminUsersKeys.all]);
}
