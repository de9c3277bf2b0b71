import type { Adviser } from '@common/api/advisers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminAdvisersKeys } from './query-keys';

/** POST /api/admin/advisers/{id}/decline-activation {reason}: clears the request, mails the reason. */
export function declineActivation({ id, reason }: { id: string; reason: string }) {
  return api.request<{ success: true; message: string; data: Adviser }>(
    `/api/admin/advisers/${encodeURIComponent(id)}/decline-activation`,
    { method: 'POST', body: { reason }, errorMessage: 'Nem sikerült elutasítani az aktiválási kérelmet.' },
  );
}

export function useDeclineActivationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineActivation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAdvisersKeys.all }),
  });
}
