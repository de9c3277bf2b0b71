import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminTypesKeys } from './query-keys';
import { typeRequest } from './type-request';

/** POST /api/tipusok/{id}/archive: no longer offered or bookable; existing appointments stay. */
export function archiveType(id: string) {
  return typeRequest(id, 'archive');
}

export function useArchiveTypeMutation() {
  return useInvalidatingMutation(archiveType, [adminTypesKeys.all]);
}
