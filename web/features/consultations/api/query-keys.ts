import { sharedKeys } from '@web/api/query-keys';

/** TanStack Query keys of the adviser's consultations screen (invalidated after each change). */
export const consultationKeys = {
  all: sharedKeys.adviserAppointments,
  list: (startDate: string, endDate: string) => ['consultations', 'list', startDate, endDate] as const,
  /** The no-shows of the same window (the list leaves them out). */
  noShows: (startDate: string, endDate: string) => ['consultations', 'no-shows', startDate, endDate] as const,
};
