import type { Media } from '@common/api/advisers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adviserAccountKeys } from './query-keys';

/** DELETE /api/media/{id}: removes a profile or gallery image (and its files). */
export async function deleteMedia(id: string, errorMessage?: string) {
  const answer = await api.request<{ data: Media }>(`/api/media/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    errorMessage,
  });
  return answer.data;
}

export function useDeleteMediaMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, errorMessage }: { id: string; errorMessage?: string }) =>
      deleteMedia(id, errorMessage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adviserAccountKeys.all }),
  });
}
