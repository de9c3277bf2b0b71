import type { AdminType } from '@common/api/types';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminTypesKeys } from './query-keys';

/** POST /api/tipusok/{id}/unarchive: offered again. */
export function unarchiveType(id: string) {
  return api.request<{ success: true; message: string; data: AdminType }>(
    `/api/tipusok/${encodeURIComponent(id)}/unarchive`,
    { method: 'POST', silent: true },
  );
}

export function useUnarchiveTypeMutation() {
  return useInvalidatingMutation(unarchiveType, [adminTypesKeys.all]);
}
