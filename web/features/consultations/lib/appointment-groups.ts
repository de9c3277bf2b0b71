import type { Appointment } from '@common/api/appointments';
import { CONSULTATIONS_WINDOW_MONTHS } from '@common/constants';

export type ConsultationTab = 'pending' | 'upcoming' | 'past';

export const TAB_LABELS: Record<ConsultationTab, string> = {
  pending: 'Megerősítésre vár',
  upcoming: 'Közelgő',
  past: 'Korábbi',
};

export const STATUS_LABELS: Partial<Record<Appointment['status'], string>> = {
  pending: 'Megerősítésre vár',
  confirmed: 'Megerősítve',
  completed: 'Lezárult',
  no_show: 'Nem jelent meg',
};

/** Joining opens 15 minutes before the start and stays open until the end. */
export const JOIN_OPENS_MS = 15 * 60_000;

/** The listing window: CONSULTATIONS_WINDOW_MONTHS back to CONSULTATIONS_WINDOW_MONTHS ahead (SPEC.md §9). */
export function consultationsWindow(now = new Date()) {
  const start = new Date(now);
  start.setMonth(start.getMonth() - CONSULTATIONS_WINDOW_MONTHS);
  const end = new Date(now);
  end.setMonth(end.getMonth() + CONSULTATIONS_WINDOW_MONTHS);
  return { startDate: start.toISOString(), endDate: end.toISOString() };
}

/** Completed, a no-show (an admin may mark it once it has started) or past its end. */
export function isEnded(appointment: Appointment, now = Date.now()) {
  return (
    appointment.status === 'completed' ||
    appointment.status === 'no_show' ||
    new Date(appointment.endTime).getTime() <= now
  );
}

export function tabOf(appointment: Appointment, now = Date.now()): ConsultationTab | null {
  if (isEnded(appointment, now)) return 'past';
  if (appointment.status === 'pending') return 'pending';
  if (appointment.status === 'confirmed') return 'upcoming';
  return null;
}

/** Pending and upcoming soonest first; past ones latest first. */
export function groupAppointments(appointments: Appointment[], now = Date.now()) {
  const groups: Record<ConsultationTab, Appointment[]> = { pending: [], upcoming: [], past: [] };
  for (const appointment of appointments) {
    const tab = tabOf(appointment, now);
    if (tab) groups[tab].push(appointment);
  }
  const byStart = (a: Appointment, b: Appointment) =>
    new Date(a.startTime).getTime() - new Date(b.startTime).getTime();
  groups.pending.sort(byStart);
  groups.upcoming.sort(byStart);
  groups.past.sort((a, b) => byStart(b, a));
  return groups;
}

/** `?lista=…` opens the screen on a tab (the overview's links): by its name, or `modositasi-kerelmek`. */
export const LIST_PARAM = 'lista';
/** The tab of the soonest time-change request that waits for the adviser's decision. */
export const TIME_CHANGE_LIST = 'modositasi-kerelmek';
const TAB_SLUGS: Record<string, ConsultationTab> = {
  'megerositesre-var': 'pending',
  kozelgo: 'upcoming',
  korabbi: 'past',
};

export function tabOfListParam(value: string | null): ConsultationTab | null {
  return value ? (TAB_SLUGS[value] ?? null) : null;
}

/** A request by the other party (or by an account since gone) is the adviser's to decide. */
export const awaitsDecision = (appointment: Appointment, userId: string | null) =>
  appointment.timeChangeRequest !== null && appointment.timeChangeRequest.requestedBy !== userId;

/** The tab (pending or upcoming) holding the soonest live appointment with a request to decide. */
export function tabWithTimeChangeRequest(
  groups: Record<ConsultationTab, Appointment[]>,
  userId: string | null,
): ConsultationTab | null {
  const first = (['pending', 'upcoming'] as const)
    .flatMap((tab) => groups[tab].filter((a) => awaitsDecision(a, userId)).map((a) => ({ tab, a })))
    .sort((x, y) => new Date(x.a.startTime).getTime() - new Date(y.a.startTime).getTime())[0];
  return first?.tab ?? null;
}

export function canJoin(appointment: Appointment, now = Date.now()) {
  return (
    appointment.status === 'confirmed' &&
    now >= new Date(appointment.startTime).getTime() - JOIN_OPENS_MS &&
    now < new Date(appointment.endTime).getTime()
  );
}
