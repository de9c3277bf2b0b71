import { adviserApi } from '@common/api/advisers';
import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/endpoint';
import { adminAdviserListKey } from './query-keys';

/**
 * DELETE /api/tanacsadok/{id} (admin): erasure. Personal data and files go; an adviser with appointments
 * or payments stays as a pseudonymised, inactive record ("Törölt felhasználó").
 */
export function deleteAdviser(id: string) {
  return call(adviserApi.remove, { params: { id } }, { errorMessage: messages.advisers.deleteFailed });
}

export function useDeleteAdviserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdviser,
    // The adviser is gone or pseudonymised: only the lists reload.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAdviserListKey }),
  });
}
