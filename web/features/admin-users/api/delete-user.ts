import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminUsersKeys } from './query-keys';

/** DELETE /api/admin/users/{id}: GDPR erasure (personal data gone, bookings and invoices kept). */
export function deleteUser(id: string) {
  return api.request<{ success: true; message: string }>(`/api/admin/users/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    errorMessage: 'Nem sikerült törölni a felhasználót.',
  });
}

export function useDeleteUserMutation() {
  return useInvalidatingMutation(deleteUser, [adminUsersKeys.all]);
}
