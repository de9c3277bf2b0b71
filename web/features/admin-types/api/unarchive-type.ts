import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminTypesKeys } from './query-keys';
import { typeRequest } from './type-request';

/** POST /api/tipusok/{id}/unarchive: offered again. */
export function unarchiveType(id: string) {
  return typeRequest(id, 'unarchive');
}

export function useUnarchiveTypeMutation() {
  return useInvalidatingMutation(unarchiveType, [adminTypesKeys.all]);
}
