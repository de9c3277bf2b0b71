/** TanStack Query keys of the adviser's calendar screen. */
export const calendarKeys = {
  all: ['calendar'] as const,
  timeOff: (adviserId: string) => ['calendar', 'time-off', adviserId] as const,
  externalCalendars: (adviserId: string) => ['calendar', 'external-calendars', adviserId] as const,
  /** Every loaded week of external busy times (invalidated after a calendar is added, synced or removed). */
  externalBusyAll: ['calendar', 'external-busy'] as const,
  externalBusy: (adviserId: string, weekStart: string) =>
    ['calendar', 'external-busy', adviserId, weekStart] as const,
};
