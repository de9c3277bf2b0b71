import type { AdminAppointment } from '@common/api/admin-appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminConsultationsKeys } from './query-keys';

/** POST /api/admin/appointments/{id}/no-show {reason?}: only a started, confirmed or completed appointment. */
export function markNoShow({ id, reason }: { id: string; reason?: string }) {
  return api.request<{ success: true; message: string; data: AdminAppointment }>(
    `/api/admin/appointments/${encodeURIComponent(id)}/no-show`,
    { method: 'POST', body: { reason }, silent: true },
  );
}

export function useMarkNoShowMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoShow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminConsultationsKeys.all }),
  });
}
