import type { AdminType } from '@common/api/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminTypesKeys } from './query-keys';

/** POST /api/tipusok/{id}/unarchive: offered again. */
export function unarchiveType(id: string) {
  return api.request<{ success: true; message: string; data: AdminType }>(
    `/api/tipusok/${encodeURIComponent(id)}/unarchive`,
    { method: 'POST', silent: true },
  );
}

export function useUnarchiveTypeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unarchiveType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTypesKeys.all }),
  });
}
