import { adminAppointmentsApi } from '@common/api/admin-appointments';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminAppointmentsKey } from './query-keys';

/**
 * POST /api/admin/appointments/{id}/attended {reason?}: corrects a no-show, the consultation did take
 * place (status completed, no missing party). Only a no-show whose end has passed (else 409).
 */
export function markAttended({ id, reason }: { id: string; reason?: string }) {
  return call(adminAppointmentsApi.attended, { params: { id }, body: { reason } }, { silent: true });
}

export function useMarkAttendedMutation() {
  return useInvalidatingMutation(markAttended, [adminAppointmentsKey]);
}
