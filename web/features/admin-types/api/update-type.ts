import type { AdminType, TypeBody } from '@common/api/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminTypesKeys } from './query-keys';

/** PUT /api/tipusok/{id}: name, colour and duration. */
export function updateType({ id, body }: { id: string; body: TypeBody }) {
  return api.request<{ success: true; message: string; data: AdminType }>(
    `/api/tipusok/${encodeURIComponent(id)}`,
    { method: 'PUT', body, silent: true },
  );
}

export function useUpdateTypeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTypesKeys.all }),
  });
}
