/** TanStack Query keys of the asker's consultations screen. */
export const myConsultationsKeys = {
  all: ['my-consultations'] as const,
  list: (startDate: string, endDate: string) => ['my-consultations', 'list', startDate, endDate] as const,
  /** The no-shows of the same window (the list leaves them out). */
  noShows: (startDate: string, endDate: string) =>
    ['my-consultations', 'no-shows', startDate, endDate] as const,
  /**
   * The asker's live waitlist entries (GET /api/waitlist): one key for the one resource, shared by the
   * booking page and "Tanácsadásaim", so a booking (which ends the entry) refreshes it on both.
   */
  waitlist: ['waitlist'] as const,
};
