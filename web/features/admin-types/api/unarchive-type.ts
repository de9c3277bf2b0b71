import { typesApi } from '@common/api/types';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminTypesKey } from './query-keys';

/** POST /api/tipusok/{id}/unarchive: offered again. The screen shows the error. */
export function unarchiveType(id: string) {
  return call(typesApi.unarchive, { params: { id } }, { silent: true });
}

export function useUnarchiveTypeMutation() {
  return useInvalidatingMutation(unarchiveType, [adminTypesKey]);
}
