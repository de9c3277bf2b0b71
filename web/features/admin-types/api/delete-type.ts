import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminTypesKeys } from './query-keys';

/** DELETE /api/tipusok/{id}: only an unused type; one in use answers 409 TYPE_IN_USE (archive it). */
export function deleteType(id: string) {
  return api.request<{ success: true; message: string }>(`/api/tipusok/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    silent: true,
  });
}

export function useDeleteTypeMutation() {
  return useInvalidatingMutation(deleteType, [adminTypesKeys.all]);
}
