import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminUsersKeys } from './query-keys';

/** DELETE /api/admin/users/{id}: GDPR erasure (personal data gone, bookings and invoices kept). */
export function deleteUser(id: string) {
  return api.request<{ success: true; message: string }>(`/api/admin/users/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    errorMessage: 'Nem sikerült törölni a felhasználót.',
  });
}

export function useDeleteUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
  });
}
