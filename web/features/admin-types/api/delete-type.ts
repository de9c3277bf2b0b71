import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminTypesKeys } from './query-keys';

/** DELETE /api/tipusok/{id}: only an unused type; one in use answers 409 TYPE_IN_USE (archive it). */
export function deleteType(id: string) {
  return api.request<{ success: true; message: string }>(`/api/tipusok/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    silent: true,
  });
}

export function useDeleteTypeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTypesKeys.all }),
  });
}
