import type { AdminType } from '@common/api/types';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminTypesKeys } from './query-keys';

/** POST /api/tipusok/{id}/archive: no longer offered or bookable; existing appointments stay. */
export function archiveType(id: string) {
  return api.request<{ success: true; message: string; data: AdminType }>(
    `/api/tipusok/${encodeURIComponent(id)}/archive`,
    { method: 'POST', silent: true },
  );
}

export function useArchiveTypeMutation() {
  return useInvalidatingMutation(archiveType, [adminTypesKeys.all]);
}
