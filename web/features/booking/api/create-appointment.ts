import { type Appointment, appointmentsApi, type CreateAppointmentBody } from '@common/api/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { waitlistKey } from '@web/api/waitlist';
import { call } from '@web/lib/endpoint';
import { ApiError } from '@web/lib/http';
import { bookingKeys } from './query-keys';

/** Shown only when the server sends no text of its own. */
export const BOOKING_FAILED = 'Hiba történt a foglalás során';

/**
 * What the page needs of a booking: the appointment, or null after a "populate" 400 (SPEC.md §8); and
 * for a priced consultation where the asker pays (null: nothing to pay, or no payment page came back).
 */
export type BookingResult = { appointment: Appointment | null; checkoutUrl: string | null };

/**
 * POST /api/appointments {expertId, startTime, consultationType, notes?}: books a free slot; the client
 * is always the caller (the server takes it from the token). Silent: the page shows the failures itself
 * (409 SLOT_UNAVAILABLE, 403 SUBSCRIPTION_REQUIRED, the rest as a red toast).
 */
export async function createAppointment(body: CreateAppointmentBody): Promise<BookingResult> {
  try {
    const answer = await call(appointmentsApi.book, { body }, { errorMessage: BOOKING_FAILED, silent: true });
    return { appointment: answer.data ?? null, checkoutUrl: answer.checkoutUrl ?? null };
  } catch (error) {
    // SPEC.md §8: a 400 whose message mentions "populate" means the booking was made (the old server
    // failed only while filling in the answer), so it counts as success.
    if (error instanceof ApiError && error.status === 400 && /populate/i.test(error.message)) {
      return { appointment: null, checkoutUrl: null };
    }
    throw error;
  }
}

export function useCreateAppointmentMutation(adviserId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    // Booked or refused, the free times of this adviser have to be asked again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.slotsOf(adviserId) }),
        // A booking ends the asker's waiting for this adviser (server side, in the same transaction).
        queryClient.invalidateQueries({ queryKey: waitlistKey }),
      ]),
  });
}
