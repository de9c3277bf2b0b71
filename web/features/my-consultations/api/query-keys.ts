import { sharedKeys } from '@web/api/query-keys';

/**
 * TanStack Query keys of the asker's consultations screen; the keys of its appointment window lie under
 * `all` (web/api/appointment-window.ts).
 */
export const myConsultationsKeys = {
  all: sharedKeys.askerAppointments,
};
