import { sharedKeys } from '@web/api/query-keys';

/** TanStack Query keys of the asker's consultations screen. */
export const myConsultationsKeys = {
  all: sharedKeys.askerAppointments,
  list: (startDate: string, endDate: string) => ['my-consultations', 'list', startDate, endDate] as const,
  /** The no-shows of the same window (the list leaves them out). */
  noShows: (startDate: string, endDate: string) =>
    ['my-consultations', 'no-shows', startDate, endDate] as const,
};
