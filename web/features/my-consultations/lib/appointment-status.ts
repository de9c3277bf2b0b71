import type { Appointment } from '@common/api/appointments';

type Status = Appointment['status'];

/** The badge of each status: its Hungarian label and colour; every cancellation reads "Lemondva". */
const STATUS_BADGES: Partial<Record<Status, { label: string; color: string }>> = {
  pending: { label: 'Megerősítésre vár', color: 'yellow' },
  confirmed: { label: 'Megerősítve', color: 'green' },
  completed: { label: 'Lezárult', color: 'gray' },
  no_show: { label: 'Nem jelent meg', color: 'red' },
};
const CANCELLED_BADGE = { label: 'Lemondva', color: 'red' };

export function statusBadge(status: Status): { label: string; color: string } {
  return STATUS_BADGES[status] ?? CANCELLED_BADGE;
}

/** How long before the start the "Csatlakozás" button appears. */
export const JOIN_LEAD_MS = 15 * 60_000;

/** A confirmed appointment can be joined from 15 minutes before its start until its end. */
export function canJoin(appointment: Appointment, now: number): boolean {
  if (appointment.status !== 'confirmed') return false;
  const start = Date.parse(appointment.startTime);
  const end = Date.parse(appointment.endTime);
  return now >= start - JOIN_LEAD_MS && now < end;
}

/** Not yet ended; a no-show is past even before its end (an admin may mark it once it has started). */
export function isUpcoming(appointment: Appointment, now: number): boolean {
  return appointment.status !== 'no_show' && Date.parse(appointment.endTime) > now;
}

/**
 * The asker can no longer cancel or ask for a new time: the adviser's deadline (`changeDeadline`) has
 * come. null: no deadline (until the start). The adviser is not bound by it.
 */
export function changeDeadlinePassed(appointment: Appointment, now: number): boolean {
  return appointment.changeDeadline !== null && now >= Date.parse(appointment.changeDeadline);
}

/**
 * Booked when the deadline had already come (`createdAt` at or after `changeDeadline`): the asker could
 * never cancel it, so it is said that way rather than as a deadline that "passed" before the booking.
 */
export function bookedInsideDeadline(appointment: Appointment): boolean {
  return (
    appointment.changeDeadline !== null &&
    Date.parse(appointment.createdAt) >= Date.parse(appointment.changeDeadline)
  );
}
