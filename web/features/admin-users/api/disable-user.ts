import { adminApi } from '@common/api/admin';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminUsersKey } from './query-keys';
import { userChanged } from './user-changed';

/** PATCH /api/admin/users/{id}/disable: the user is locked out at once (sessions and sockets end). */
export function disableUser(id: string) {
  return call(
    adminApi.disableUser,
    { params: { id } },
    { errorMessage: 'Nem sikerült letiltani a felhasználót.' },
  ).then(userChanged);
}

export function useDisableUserMutation() {
  return useInvalidatingMutation(disableUser, [adminUsersKey]);
}
