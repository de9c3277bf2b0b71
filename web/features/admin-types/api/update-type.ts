import type { AdminType, TypeBody } from '@common/api/types';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminTypesKeys } from './query-keys';

/** PUT /api/tipusok/{id}: name, colour and duration. */
export function updateType({ id, body }: { id: string; body: TypeBody }) {
  return api.request<{ success: true; message: string; data: AdminType }>(
    `/api/tipusok/${encodeURIComponent(id)}`,
    { method: 'PUT', body, silent: true },
  );
}

export function useUpdateTypeMutation() {
  return useInvalidatingMutation(updateType, [adminTypesKeys.all]);
}
