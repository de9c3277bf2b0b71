import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { appointmentRequest } from './appointment-request';
import { adminConsultationsKeys } from './query-keys';

/**
 * POST /api/admin/appointments/{id}/attended {reason?}: corrects a no-show, the consultation did take
 * place (status completed, no missing party). Only a no-show whose end has passed (else 409).
 */
export function markAttended({ id, reason }: { id: string; reason?: string }) {
  return appointmentRequest(id, 'attended', { reason });
}

export function useMarkAttendedMutation() {
  return useInvalidatingMutation(markAttended, [adminConsultationsKeys.all]);
}
