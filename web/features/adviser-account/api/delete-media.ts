import type { Media } from '@common/api/advisers';
import { ownProfilesKey } from '@web/api/get-my-adviser';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
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
  return useInvalidatingMutation(
    ({ id, errorMessage }: { id: string; errorMessage?: string }) => deleteMedia(id, errorMessage),
    // The profile's avatar may change with it.
    [adviserAccountKeys.all, ownProfilesKey],
  );
}
