/** TanStack Query keys of the adviser's calendar screen. */
export const calendarKeys = {
  all: ['calendar'] as const,
  adviser: (userId: string) => ['calendar', 'adviser', userId] as const,
  /** Every loaded week (invalidated after a live new booking). */
  appointments: ['calendar', 'appointments'] as const,
  week: (weekStart: string) => ['calendar', 'appointments', weekStart] as const,
  timeOff: (adviserId: string) => ['calendar', 'time-off', adviserId] as const,
};
