import { typesApi } from '@common/api/types';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminTypesKey } from './query-keys';

/** POST /api/tipusok/{id}/archive: no longer offered or bookable; existing appointments stay. The screen shows the error. */
export function archiveType(id: string) {
  return call(typesApi.archive, { params: { id } }, { silent: true });
}

export function useArchiveTypeMutation() {
  return useInvalidatingMutation(archiveType, [adminTypesKey]);
}
