import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminUsersKeys } from './query-keys';

/** POST /api/admin/users/{id}/password-reset: mails the user a password-reset code. */
export function triggerPasswordReset(id: string) {
  return api.request<{ success: true; message: string }>(
    `/api/admin/users/${encodeURIComponent(id)}/password-reset`,
    {
      method: 'POST',
      errorMessage: 'Nem sikerült elküldeni a jelszó-visszaállítási kódot.',
    },
  );
}

export function useTriggerPasswordResetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: triggerPasswordReset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
  });
}
