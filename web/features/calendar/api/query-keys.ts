/** TanStack Query keys of the adviser's calendar screen. */
export const calendarKeys = {
  all: ['calendar'] as const,
  /** Every loaded week (invalidated after a live new booking). */
  appointments: ['calendar', 'appointments'] as const,
  week: (weekStart: string) => ['calendar', 'appointments', weekStart] as const,
};
