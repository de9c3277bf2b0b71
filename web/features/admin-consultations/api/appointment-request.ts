import type { AdminAppointment } from '@common/api/admin-appointments';
import { api } from '@web/lib/api';

/**
 * POST /api/admin/appointments/{id}/{action} with the action's body (its reason and more): the answer is
 * the changed appointment; the dialog shows the error.
 */
export function appointmentRequest(id: string, action: string, body: object) {
  return api.request<{ success: true; message: string; data: AdminAppointment }>(
    `/api/admin/appointments/${encodeURIComponent(id)}/${action}`,
    { method: 'POST', body, silent: true },
  );
}
