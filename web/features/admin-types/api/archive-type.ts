import type { AdminType } from '@common/api/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminTypesKeys } from './query-keys';

/** POST /api/tipusok/{id}/archive: no longer offered or bookable; existing appointments stay. */
export function archiveType(id: string) {
  return api.request<{ success: true; message: string; data: AdminType }>(
    `/api/tipusok/${encodeURIComponent(id)}/archive`,
    { method: 'POST', silent: true },
  );
}

export function useArchiveTypeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTypesKeys.all }),
  });
}
