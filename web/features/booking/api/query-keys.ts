import { waitlistKey } from '@web/api/waitlist';

/** TanStack Query keys of the booking page. */
export const bookingKeys = {
  all: ['booking'] as const,
  adviser: (adviserId: string) => ['booking', 'adviser', adviserId] as const,
  /** Every loaded week of one adviser's free slots (invalidated after a booking, a 409 or a refresh). */
  slotsOf: (adviserId: string) => ['booking', 'slots', adviserId] as const,
  slots: (adviserId: string, typeId: string, weekStart: string) =>
    ['booking', 'slots', adviserId, typeId, weekStart] as const,
  /** The asker's live waitlist entries, shared with "Tanácsadásaim" (a booking ends the entry). */
  waitlist: waitlistKey,
};
