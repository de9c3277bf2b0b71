import { resourceKey } from '@web/lib/endpoint';

/** Every read of the consultations screen (the list, an appointment): a change makes them stale. */
export const adminAppointmentsKey = resourceKey('/api/admin/appointments');
