import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminUsersKeys } from './query-keys';

/** POST /api/admin/users/{id}/resend-verification: a new e-mail code to an unverified account. */
export function resendVerification(id: string) {
  return api.request<{ success: true; message: string }>(
    `/api/admin/users/${encodeURIComponent(id)}/resend-verification`,
    {
      method: 'POST',
      errorMessage: 'Nem sikerült elküldeni a megerősítő kódot.',
    },
  );
}

export function useResendVerificationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
  });
}
