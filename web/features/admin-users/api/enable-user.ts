import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import type { AdminUserDetail } from './get-user';
import { adminUsersKeys } from './query-keys';

/** PATCH /api/admin/users/{id}/enable: a disabled user may sign in again. */
export function enableUser(id: string) {
  return api.request<{ success: true; message: string; data: AdminUserDetail }>(
    `/api/admin/users/${encodeURIComponent(id)}/enable`,
    { method: 'PATCH', errorMessage: 'Nem sikerült engedélyezni a felhasználót.' },
  );
}

export function useEnableUserMutation() {
  return useInvalidatingMutation(enableUser, [adminUsersKeys.all]);
}
