import { scheduleApi } from '@common/api/schedule';
import { queryKeyOf } from '@web/lib/endpoint';

/** TanStack Query keys of the booking page. */
export const bookingKeys = {
  /** Every loaded week of one adviser's free slots (invalidated after a booking, a 409 or a refresh). */
  slotsOf: (adviserId: string) => queryKeyOf(scheduleApi.availableSlots, { params: { id: adviserId } }),
};
