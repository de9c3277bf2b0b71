import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminAdvisersKeys } from './query-keys';

/** DELETE /api/tanacsadok/{id} (admin): the adviser's account, profile and files are deleted. */
export function deleteAdviser(id: string) {
  return api.request<{ success: true; message: string }>(`/api/tanacsadok/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    errorMessage: messages.advisers.deleteFailed,
  });
}

export function useDeleteAdviserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdviser,
    // The adviser is gone: only the lists reload (its details and history would answer 404).
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: adminAdvisersKeys.all,
        predicate: (query) => query.queryKey[1] === 'list',
      }),
  });
}
