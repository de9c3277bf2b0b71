import type { AdminAppointment } from '@common/api/admin-appointments';
import {
  type AppointmentRecord,
  presentAttendance,
  presentTimeChangeRequest,
} from '../appointments/appointments.presenter';

/** An appointment as admins see it: both parties with their e-mail addresses. */
export function presentAdminAppointment(record: AppointmentRecord): AdminAppointment {
  const { appointment: a } = record;
  return {
    _id: a.id,
    id: a.id,
    expert: {
      id: a.adviserId,
      userId: record.expertUserId,
      name: record.expertName,
      email: record.expertEmail,
    },
    client: { id: a.clientId, name: record.clientName, email: record.clientEmail },
    consultationType: record.type,
    startTime: a.startTime.toISOString(),
    endTime: a.endTime.toISOString(),
    status: a.status,
    paymentStatus: a.paymentStatus,
    notes: a.notes,
    invoiceAvailable: a.invoicePath !== null,
    timeChangeRequest: presentTimeChangeRequest(a),
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    ...presentAttendance(a),
  };
}
