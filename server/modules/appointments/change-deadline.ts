import type { appointments } from '../../db/schema';

type Timed = Pick<typeof appointments.$inferSelect, 'startTime' | 'cancelDeadlineHours'>;

/** From when the asker can no longer cancel or ask for a new time (the deadline kept with the booking). */
export const changeDeadlineOf = (appointment: Timed) =>
  new Date(appointment.startTime.getTime() - appointment.cancelDeadlineHours * 3_600_000);

/** Whether the asker's deadline has passed (never, with no deadline, before the start). */
export const changeDeadlinePassed = (appointment: Timed, now: Date) =>
  appointment.cancelDeadlineHours > 0 && now >= changeDeadlineOf(appointment);
