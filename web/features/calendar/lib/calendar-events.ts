import type { WorkSchedule } from '@common/api/advisers';
import type { Appointment } from '@common/api/appointments';
import type { ExternalBusy, ExternalCalendar } from '@common/api/external-calendars';
import type { TimeOff } from '@common/api/schedule';
import { addDays, budapestDateKey, weekDays } from '@common/budapest-time';
import { formatDate, formatDateTime, formatTime } from '@common/format';
import type { EventInput } from '@fullcalendar/react';
import { formatDayHeading } from './calendar-week';

/** Status texts (the colour is never the only sign of the status). */
export const STATUS_LABELS: Partial<Record<Appointment['status'], string>> = {
  pending: 'Megerősítésre vár',
  confirmed: 'Megerősítve',
  completed: 'Lezárult',
};

export function statusLabel(status: Appointment['status']): string {
  return STATUS_LABELS[status] ?? status;
}

/** Used when a consultation type has no usable colour (blue 9: white text on it passes AA). */
export const DEFAULT_EVENT_COLOR = '#1864ab';
const DARK_TEXT = '#000000';
const LIGHT_TEXT = '#ffffff';
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#abc' or '#aabbcc' as '#aabbcc'; anything else (names, rgb(), garbage) as null. */
export function normaliseHex(color: string | null | undefined): string | null {
  const value = color?.trim() ?? '';
  if (!HEX.test(value)) return null;
  if (value.length === 4) {
    const [, r, g, b] = value;
    return `#${r}${r}${g}${g}${b}${b}`.toLowerCase();
  }
  return value.toLowerCase();
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance of a '#rrggbb' colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on the colour (either is at least 4.58:1, WCAG AA). */
export function readableTextColor(background: string): string {
  return contrastRatio(background, DARK_TEXT) >= contrastRatio(background, LIGHT_TEXT)
    ? DARK_TEXT
    : LIGHT_TEXT;
}

/** The colour mixed with white: `amount` 0 is white, 1 the colour itself. */
export function tint(hex: string, amount: number): string {
  return `#${channels(hex)
    .map((c) => Math.round(255 + (c - 255) * amount))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

export function appointmentTitle(appointment: Appointment): string {
  return `${appointment.client.name} – ${appointment.consultationType.name}`;
}

/** '09:00–10:00' in Budapest time. */
export function timeRangeText(start: string, end: string): string {
  return `${formatTime(start)}–${formatTime(end)}`;
}

/** What a screen reader says for an appointment in the grid: 'Hétfő, november 23., 09:00–10:00: …'. */
export function appointmentLabel(appointment: Appointment): string {
  const day = formatDayHeading(budapestDateKey(appointment.startTime));
  const time = timeRangeText(appointment.startTime, appointment.endTime);
  return `${day}, ${time}: ${appointmentTitle(appointment)} (${statusLabel(appointment.status)})`;
}

export interface AppointmentEventProps {
  kind: 'appointment';
  appointmentId: string;
  statusLabel: string;
  /** '09:00–10:00' in Budapest time. */
  timeText: string;
  /** The accessible name of the event (the grid's text alone says neither the day nor much else). */
  label: string;
}

/** The fill of a pending appointment: its colour mixed with white (calendar.module.css mixes the same). */
export const PENDING_TINT = 0.15;
/** A completed appointment: grey fill (calendar.module.css) inside a darker grey border. */
export const COMPLETED_FILL = '#e9ecef';
export const COMPLETED_BORDER = '#868e96';

/**
 * An appointment as a calendar event. Its consultation type's colour (`color`: the border, and the fill
 * when confirmed) marks it: filled when confirmed, a light tint with a dashed border while it waits for
 * confirmation, grey once completed (the tint and the grey are painted by calendar.module.css); the
 * status is also written in the event. Text colours (`contrastColor`) keep WCAG AA contrast whatever
 * colour the type has.
 */
export function appointmentEvent(appointment: Appointment): EventInput {
  const color = normaliseHex(appointment.consultationType.color) ?? DEFAULT_EVENT_COLOR;
  const extendedProps: AppointmentEventProps = {
    kind: 'appointment',
    appointmentId: appointment.id,
    statusLabel: statusLabel(appointment.status),
    timeText: timeRangeText(appointment.startTime, appointment.endTime),
    label: appointmentLabel(appointment),
  };
  const base = {
    id: appointment.id,
    title: appointmentTitle(appointment),
    start: appointment.startTime,
    end: appointment.endTime,
    extendedProps,
  };
  if (appointment.status === 'confirmed') {
    return {
      ...base,
      color,
      contrastColor: readableTextColor(color),
      className: 'tp-appointment tp-confirmed',
    };
  }
  if (appointment.status === 'pending') {
    return { ...base, color, contrastColor: DARK_TEXT, className: 'tp-appointment tp-pending' };
  }
  return {
    ...base,
    color: COMPLETED_BORDER,
    contrastColor: DARK_TEXT,
    className: 'tp-appointment tp-completed',
  };
}

export function timeOffTitle(timeOff: TimeOff): string {
  const reason = timeOff.reason.trim();
  return reason ? `Távollét: ${reason}` : 'Távollét';
}

/** Time off as a grey background event (not bookable) that names its reason. */
export function timeOffEvent(timeOff: TimeOff): EventInput {
  return {
    id: `time-off-${timeOff.id}`,
    title: timeOffTitle(timeOff),
    start: timeOff.startTime,
    end: timeOff.endTime,
    display: 'background',
    className: 'tp-time-off',
    extendedProps: { kind: 'timeOff', timeOffId: timeOff.id },
  };
}

/** 'Foglalt (külső naptár: Munka)': a busy time of an external calendar (its title is never stored). */
export function externalBusyTitle(busy: ExternalBusy): string {
  return `Foglalt (külső naptár: ${busy.calendarName})`;
}

/** A busy time of an external calendar as a grey background event (not bookable) naming the calendar. */
export function externalBusyEvent(busy: ExternalBusy): EventInput {
  return {
    id: `external-busy-${busy.calendarId}-${busy.startTime}`,
    title: externalBusyTitle(busy),
    start: busy.startTime,
    end: busy.endTime,
    display: 'background',
    className: 'tp-external-busy',
    extendedProps: { kind: 'externalBusy', calendarId: busy.calendarId },
  };
}

/** 'Utoljára szinkronizálva: 2026. november 25. 14:03' (Budapest time), or that no read succeeded yet. */
export function externalSyncText(calendar: Pick<ExternalCalendar, 'lastSyncedAt'>): string {
  return calendar.lastSyncedAt
    ? `Utoljára szinkronizálva: ${formatDateTime(calendar.lastSyncedAt)}`
    : 'Még nem sikerült szinkronizálni.';
}

/** Time off that has not ended yet, soonest first. */
export function upcomingTimeOff(list: readonly TimeOff[], now = Date.now()): TimeOff[] {
  return list
    .filter((t) => Date.parse(t.endTime) > now)
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}

/** '2026. november 24. 09:00–12:00', or both dates when it spans days. */
export function formatPeriod(start: string, end: string): string {
  if (budapestDateKey(start) === budapestDateKey(end)) {
    return `${formatDate(start)} ${timeRangeText(start, end)}`;
  }
  return `${formatDate(start)} ${formatTime(start)} – ${formatDate(end)} ${formatTime(end)}`;
}

/** The week's appointments by Budapest day, Monday first, each day in time order (empty days kept). */
export function weekAgenda(
  appointments: readonly Appointment[],
  weekStart: string,
): { day: string; appointments: Appointment[] }[] {
  const end = addDays(weekStart, 7);
  const days = weekDays(weekStart).map((day) => ({ day, appointments: [] as Appointment[] }));
  const sorted = [...appointments].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  for (const appointment of sorted) {
    const key = budapestDateKey(appointment.startTime);
    if (key < weekStart || key >= end) continue;
    days.find((d) => d.day === key)?.appointments.push(appointment);
  }
  return days;
}

const DEFAULT_FIRST_HOUR = 6;
const DEFAULT_LAST_HOUR = 22;

function hourOf(time: string) {
  return Number(time.slice(0, 2)) + Number(time.slice(3, 5)) / 60;
}

/**
 * The hours the time grid shows: 06:00–22:00, widened to whole hours so that the work schedule and
 * every appointment of the week fit (an appointment that runs past midnight extends it to 24:00).
 */
export function visibleHours(
  schedule: WorkSchedule | null | undefined,
  appointments: readonly Appointment[],
): { slotMinTime: string; slotMaxTime: string } {
  let first = DEFAULT_FIRST_HOUR;
  let last = DEFAULT_LAST_HOUR;
  for (const entry of schedule ?? []) {
    first = Math.min(first, hourOf(entry.start));
    last = Math.max(last, hourOf(entry.end));
  }
  for (const appointment of appointments) {
    const start = hourOf(formatTime(appointment.startTime));
    first = Math.min(first, start);
    const sameDay = budapestDateKey(appointment.startTime) === budapestDateKey(appointment.endTime);
    last = Math.max(last, sameDay ? hourOf(formatTime(appointment.endTime)) : 24);
  }
  const from = Math.max(0, Math.floor(first));
  const to = Math.min(24, Math.ceil(last));
  const text = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`;
  return { slotMinTime: text(from), slotMaxTime: text(to) };
}

/** The work schedule as FullCalendar business hours (its weekdays count from Sunday = 0). */
export function businessHours(schedule: WorkSchedule | null | undefined) {
  return (schedule ?? []).map((entry) => ({
    daysOfWeek: [entry.day % 7],
    startTime: entry.start,
    endTime: entry.end,
  }));
}

/** The blue toast of a live new booking: 'Új foglalás: Kiss Anna – Pénzügyi tanácsadás'. */
export function newBookingText(detail: { kerdezoName?: string; consultationType?: string } | undefined) {
  const parts = [detail?.kerdezoName || 'Ismeretlen ügyfél', detail?.consultationType].filter(Boolean);
  return `Új foglalás: ${parts.join(' – ')}`;
}
