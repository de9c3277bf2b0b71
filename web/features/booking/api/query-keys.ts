import { scheduleApi } from '@common/api/schedule';
import { waitlistKey } from '@web/api/waitlist';
import { queryKeyOf } from '@web/lib/endpoint';

/** TanStack Query keys of the booking page. */
export const bookingKeys = {
  all: ['booking'] as const,
  /** Every loaded week of one adviser's free slots (invalidated after a booking, a 409 or a refresh). */
  slotsOf: (adviserId: string) => queryKeyOf(scheduleApi.availableSlots, { params: { id: adviserId } }),
  /** The asker's live waitlist entries, shared with "Tanácsadásaim" (a booking ends the entry). */
  waitlist: waitlistKey,
};
