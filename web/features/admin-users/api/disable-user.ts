import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminUsersKeys } from './query-keys';
import { type UserChanged, userRequest } from './user-request';

/** PATCH /api/admin/users/{id}/disable: the user is locked out at once (sessions and sockets end). */
export function disableUser(id: string) {
  return userRequest<UserChanged>(id, 'disable', 'PATCH', 'Nem sikerült letiltani a felhasználót.');
}

export function useDisableUserMutation() {
  return useInvalidatingMutation(disableUser, [adminUsersKeys.all]);
}
