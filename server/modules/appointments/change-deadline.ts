import type { appointments } from '../../db/schema';

type Timed = Pick<typeof appointments.$inferSelect, 'startTime' | 'cancelDeadlineHours'>;
type Booked = Timed & Pick<typeof appointments.$inferSelect, 'createdAt'>;

/** From when the asker can no longer cancel or ask for a new time (the deadline kept with the booking). */
export const changeDeadlineOf = (appointment: Timed) =>
  new Date(appointment.startTime.getTime() - appointment.cancelDeadlineHours * 3_600_000);

/** Whether the asker's deadline has passed (never, with no deadline, before the start). */
export const changeDeadlinePassed = (appointment: Timed, now: Date) =>
  appointment.cancelDeadlineHours > 0 && now >= changeDeadlineOf(appointment);

/**
 * Booked when its deadline had already come (the asker was warned on the booking page): it never could
 * be cancelled, so mails and refusals say so instead of naming a deadline from before the booking.
 */
export const bookedInsideDeadline = (appointment: Booked) =>
  appointment.cancelDeadlineHours > 0 && appointment.createdAt >= changeDeadlineOf(appointment);
