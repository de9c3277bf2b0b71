import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminUsersKeys } from './query-keys';
import { type UserChanged, userRequest } from './user-request';

/** PATCH /api/admin/users/{id}/enable: a disabled user may sign in again. */
export function enableUser(id: string) {
  return userRequest<UserChanged>(id, 'enable', 'PATCH', 'Nem sikerült engedélyezni a felhasználót.');
}

export function useEnableUserMutation() {
  return useInvalidatingMutation(enableUser, [adminUsersKeys.all]);
}
