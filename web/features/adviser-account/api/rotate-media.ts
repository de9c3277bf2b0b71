import { mediaApi } from '@common/api/media';
import { DEFAULT_ROTATE_ANGLE } from '@common/constants';
import { ownProfilesKey } from '@web/api/get-my-adviser';
import { call, resourceKey } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adviserAccountKeys } from './query-keys';

/** PUT /api/media/{id}/rotate: turns the image clockwise by `angle` (90 by default, SPEC.md §5). */
export async function rotateMedia(id: string, angle: number = DEFAULT_ROTATE_ANGLE) {
  const answer = await call(mediaApi.rotate, { params: { id }, body: { angle } });
  return answer.data;
}

export function useRotateMediaMutation() {
  return useInvalidatingMutation(
    ({ id, angle }: { id: string; angle?: number }) => rotateMedia(id, angle),
    // The profile's avatar may change with it.
    [adviserAccountKeys.all, resourceKey('/api/media'), ownProfilesKey],
  );
}
