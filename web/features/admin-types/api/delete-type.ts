import { typesApi } from '@common/api/types';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminTypesKey } from './query-keys';

/** DELETE /api/tipusok/{id}: only an unused type; one in use answers 409 TYPE_IN_USE (archive it). */
export function deleteType(id: string) {
  return call(typesApi.remove, { params: { id } }, { silent: true });
}

export function useDeleteTypeMutation() {
  return useInvalidatingMutation(deleteType, [adminTypesKey]);
}
