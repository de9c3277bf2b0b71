import { mediaApi } from '@common/api/media';
import { ownProfilesKey } from '@web/api/get-my-adviser';
import { call, resourceKey } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adviserAccountKeys } from './query-keys';

/** DELETE /api/media/{id}: removes a profile or gallery image (and its files). */
export async function deleteMedia(id: string, errorMessage?: string) {
  const answer = await call(mediaApi.remove, { params: { id } }, { errorMessage });
  return answer.data;
}

export function useDeleteMediaMutation() {
  return useInvalidatingMutation(
    ({ id, errorMessage }: { id: string; errorMessage?: string }) => deleteMedia(id, errorMessage),
    // The profile's avatar may change with it.
    [adviserAccountKeys.all, resourceKey('/api/media'), ownProfilesKey],
  );
}
