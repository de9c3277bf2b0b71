import type { AdminType, TypeBody } from '@common/api/types';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminTypesKeys } from './query-keys';

/** POST /api/tipusok: a new consultation type. */
export function createType(body: TypeBody) {
  return api.request<{ success: true; message: string; data: AdminType }>('/api/tipusok', {
    method: 'POST',
    body,
    silent: true,
  });
}

export function useCreateTypeMutation() {
  return useInvalidatingMutation(createType, [adminTypesKeys.all]);
}
