import { adminApi } from '@common/api/admin';
import { callById } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminUsersKey } from './query-keys';
import { userChanged } from './user-changed';

/** The hook of an admin action on one user (by id), after which every read of the users screen is stale. */
function userActionHook(act: (id: string) => Promise<{ message?: string }>) {
  return () => useInvalidatingMutation((id: string) => act(id).then(userChanged), [adminUsersKey]);
}

/** PATCH /api/admin/users/{id}/disable: the user is locked out at once (sessions and sockets end). */
export const useDisableUserMutation = userActionHook(
  callById(adminApi.disableUser, { errorMessage: 'Nem sikerült letiltani a felhasználót.' }),
);

/** PATCH /api/admin/users/{id}/enable: a disabled user may sign in again. */
export const useEnableUserMutation = userActionHook(
  callById(adminApi.enableUser, { errorMessage: 'Nem sikerült engedélyezni a felhasználót.' }),
);

/** POST /api/admin/users/{id}/resend-verification: a new e-mail code to an unverified account. */
export const useResendVerificationMutation = userActionHook(
  callById(adminApi.resendVerification, { errorMessage: 'Nem sikerült elküldeni a megerősítő kódot.' }),
);

/** POST /api/admin/users/{id}/password-reset: mails the user a password-reset code. */
export const useTriggerPasswordResetMutation = userActionHook(
  callById(adminApi.passwordReset, { errorMessage: 'Nem sikerült elküldeni a jelszó-visszaállítási kódot.' }),
);

/** DELETE /api/admin/users/{id}: GDPR erasure (personal data gone, bookings and invoices kept). */
export const useDeleteUserMutation = userActionHook(
  callById(adminApi.eraseUser, { errorMessage: 'Nem sikerült törölni a felhasználót.' }),
);
