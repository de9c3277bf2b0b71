import type { AdminAppointment } from '@common/api/admin-appointments';
import { type AppointmentRecord, presentAppointmentDetails } from '../appointments/appointments.presenter';

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
    ...presentAppointmentDetails(record),
    updatedAt: a.updatedAt.toISOString(),
  };
}
