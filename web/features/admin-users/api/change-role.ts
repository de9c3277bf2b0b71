import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import type { UserRole } from '../list-state';
import type { AdminUserDetail } from './get-user';
import { adminUsersKeys } from './query-keys';

/** PATCH /api/admin/users/{id}/role {role}: the user's open sessions end (they sign in again). */
export function changeRole({ id, role }: { id: string; role: UserRole }) {
  return api.request<{ success: true; message: string; data: AdminUserDetail }>(
    `/api/admin/users/${encodeURIComponent(id)}/role`,
    { method: 'PATCH', body: { role }, errorMessage: 'Nem sikerült módosítani a szerepkört.' },
  );
}

export function useChangeRoleMutation() {
  return useInvalidatingMutation(changeRole, [adminUsersKeys.all]);
}
