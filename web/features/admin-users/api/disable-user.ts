import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import type { AdminUserDetail } from './get-user';
import { adminUsersKeys } from './query-keys';

/** PATCH /api/admin/users/{id}/disable: the user is locked out at once (sessions and sockets end). */
export function disableUser(id: string) {
  return api.request<{ success: true; message: string; data: AdminUserDetail }>(
    `/api/admin/users/${encodeURIComponent(id)}/disable`,
    { method: 'PATCH', errorMessage: 'Nem sikerült letiltani a felhasználót.' },
  );
}

export function useDisableUserMutation() {
  return useInvalidatingMutation(disableUser, [adminUsersKeys.all]);
}
