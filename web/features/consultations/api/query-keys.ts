import { sharedKeys } from '@web/api/query-keys';

/**
 * TanStack Query keys of the adviser's consultations screen (invalidated after each change); the keys of
 * its appointment window lie under `all` (web/api/appointment-window.ts).
 */
export const consultationKeys = {
  all: sharedKeys.adviserAppointments,
};
