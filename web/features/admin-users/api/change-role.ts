import { adminApi } from '@common/api/admin';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import type { UserRole } from '../list-state';
import { adminUsersKey } from './query-keys';
import { userChanged } from './user-changed';

/** PATCH /api/admin/users/{id}/role {role}: the user's open sessions end (they sign in again). */
export function changeRole({ id, role }: { id: string; role: UserRole }) {
  return call(
    adminApi.changeRole,
    { params: { id }, body: { role } },
    { errorMessage: 'Nem sikerült módosítani a szerepkört.' },
  ).then(userChanged);
}

export function useChangeRoleMutation() {
  return useInvalidatingMutation(changeRole, [adminUsersKey]);
}
