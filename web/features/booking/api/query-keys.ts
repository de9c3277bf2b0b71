/** TanStack Query keys of the booking page. */
export const bookingKeys = {
  all: ['booking'] as const,
  adviser: (adviserId: string) => ['booking', 'adviser', adviserId] as const,
  /** Every loaded week of one adviser's free slots (invalidated after a booking, a 409 or a refresh). */
  slotsOf: (adviserId: string) => ['booking', 'slots', adviserId] as const,
  slots: (adviserId: string, typeId: string, weekStart: string) =>
    ['booking', 'slots', adviserId, typeId, weekStart] as const,
};
