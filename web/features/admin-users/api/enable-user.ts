import { adminApi } from '@common/api/admin';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminUsersKey } from './query-keys';
import { userChanged } from './user-changed';

/** PATCH /api/admin/users/{id}/enable: a disabled user may sign in again. */
export function enableUser(id: string) {
  return call(
    adminApi.enableUser,
    { params: { id } },
    { errorMessage: 'Nem sikerült engedélyezni a felhasználót.' },
  ).then(userChanged);
}

export function useEnableUserMutation() {
  return useInvalidatingMutation(enableUser, [adminUsersKey]);
}
