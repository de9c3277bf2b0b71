import { adminApi } from '@common/api/admin';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminUsersKey } from './query-keys';

/** DELETE /api/admin/users/{id}: GDPR erasure (personal data gone, bookings and invoices kept). */
export function deleteUser(id: string) {
  return call(
    adminApi.eraseUser,
    { params: { id } },
    { errorMessage: 'Nem sikerült törölni a felhasználót.' },
  );
}

export function useDeleteUserMutation() {
  return useInvalidatingMutation(deleteUser, [adminUsersKey]);
}
