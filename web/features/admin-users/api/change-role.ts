import { useInvalidatingMutation } from '@web/lib/query-hooks';
import type { UserRole } from '../list-state';
import { adminUsersKeys } from './query-keys';
import { type UserChanged, userRequest } from './user-request';

/** PATCH /api/admin/users/{id}/role {role}: the user's open sessions end (they sign in again). */
export function changeRole({ id, role }: { id: string; role: UserRole }) {
  return userRequest<UserChanged>(id, 'role', 'PATCH', 'Nem sikerült módosítani a szerepkört.', { role });
}

export function useChangeRoleMutation() {
  return useInvalidatingMutation(changeRole, [adminUsersKeys.all]);
}
