import type { Appointment } from '@common/api/appointments';
import { budapestDateKey } from '@common/budapest-time';
import { NO_SHOW_PARTY_LABELS } from '@common/constants';
import { formatDateTime, formatTime } from '@common/format';

/**
 * Who was in the meeting room of a past consultation, in Budapest time (issue 17, part 4): the asker's,
 * the adviser's and the admin's consultation screens show it alike.
 */

type AttendanceOf = Pick<Appointment, 'status' | 'endTime' | 'attendance' | 'noShowBy'>;

/** 'Csatlakozott: 14:02 – 14:55', 'Csatlakozott: 14:02' (no leaving recorded) or 'Nem csatlakozott'. */
export function attendanceText(joinedAt: string | null, leftAt: string | null): string {
  if (!joinedAt) return 'Nem csatlakozott';
  if (!leftAt) return `Csatlakozott: ${formatTime(joinedAt)}`;
  // Left on another day (a meeting over midnight): the leaving gets its date too.
  const left =
    budapestDateKey(leftAt) === budapestDateKey(joinedAt) ? formatTime(leftAt) : formatDateTime(leftAt);
  return `Csatlakozott: ${formatTime(joinedAt)} – ${left}`;
}

/** The two parties' lines, the adviser's first, each under the label the screen gives it. */
export function attendanceLines(
  appointment: Pick<Appointment, 'attendance'>,
  labels: { expert: string; client: string },
): { party: 'expert' | 'client'; label: string; text: string }[] {
  const a = appointment.attendance;
  return [
    { party: 'expert', label: labels.expert, text: attendanceText(a.expertJoinedAt, a.expertLeftAt) },
    { party: 'client', label: labels.client, text: attendanceText(a.clientJoinedAt, a.clientLeftAt) },
  ];
}

/**
 * Is the attendance worth showing: a no-show, or a consultation that has ended (not cancelled) with
 * someone's joining recorded. A completed one with nothing recorded (before attendance was kept, or
 * corrected by an admin) shows none rather than two "Nem csatlakozott" lines.
 */
export function showAttendance(appointment: AttendanceOf, now: number): boolean {
  if (appointment.status === 'no_show') return true;
  if (appointment.status !== 'completed' && appointment.status !== 'confirmed') return false;
  if (Date.parse(appointment.endTime) > now) return false;
  const { expertJoinedAt, clientJoinedAt } = appointment.attendance;
  return Boolean(expertJoinedAt || clientJoinedAt);
}

/** 'A tanácsadó nem jelent meg' … for a no-show whose missing party is known, else null. */
export function noShowText(appointment: Pick<Appointment, 'status' | 'noShowBy'>): string | null {
  return appointment.status === 'no_show' && appointment.noShowBy
    ? NO_SHOW_PARTY_LABELS[appointment.noShowBy]
    : null;
}

/**
 * The date-range list with the no-shows of the same window added (the list leaves them out, SPEC):
 * only `no_show` ones are taken from `noShows`, each appointment once (the list's copy wins), in start
 * order. `noShows` undefined (still loading or failed): the list alone.
 */
export function withNoShows(list: Appointment[], noShows: Appointment[] | undefined): Appointment[] {
  const ids = new Set(list.map((a) => a.id));
  const added = (noShows ?? []).filter((a) => a.status === 'no_show' && !ids.has(a.id));
  return [...list, ...added].sort((x, y) => Date.parse(x.startTime) - Date.parse(y.startTime));
}
