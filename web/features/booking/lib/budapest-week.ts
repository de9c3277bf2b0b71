import type { Slot } from '@common/api/schedule';
import { budapestLocalToIso, budapestParts } from '@common/budapest-time';
import { LOCALE, TIME_ZONE } from '@common/constants';
import { formatDate, formatTime, WEEKDAYS } from '@common/format';

/**
 * Calendar weeks of the booking page in Europe/Budapest time, independent of the browser's own time
 * zone. A calendar day is kept as its 'YYYY-MM-DD' key; a week is named by the key of its Monday.
 * The week's bounds are sent to the API as Budapest midnights with the right offset (common/budapest-time).
 */

const DAY_MS = 86_400_000;
const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** How far ahead the week navigation goes (an adviser's booking horizon is at most 365 days). */
export const MAX_WEEKS_AHEAD = 53;

const monthDayFormat = new Intl.DateTimeFormat(LOCALE, {
  month: 'long',
  day: 'numeric',
  timeZone: TIME_ZONE,
});

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function keyOf(year: number, month: number, day: number) {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The UTC midnight that carries the calendar date of `key` (only for date arithmetic). */
function utcOf(key: string) {
  const match = DATE_KEY.exec(key);
  if (!match) throw new Error(`Not a date key: ${key}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function keyOfUtc(ms: number) {
  const date = new Date(ms);
  return keyOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Is `value` a real calendar date written as 'YYYY-MM-DD'? */
export function isDateKey(value: string | null | undefined): value is string {
  if (!value || !DATE_KEY.test(value)) return false;
  return keyOfUtc(utcOf(value)) === value;
}

/** The Budapest calendar date of a moment. */
export function budapestDateKey(instant: Date | string): string {
  const p = budapestParts(new Date(instant));
  return keyOf(p.year, p.month, p.day);
}

export function addDays(key: string, days: number): string {
  return keyOfUtc(utcOf(key) + days * DAY_MS);
}

/** ISO weekday of a date: Monday = 1 … Sunday = 7. */
export function isoWeekday(key: string): number {
  const day = new Date(utcOf(key)).getUTCDay();
  return day === 0 ? 7 : day;
}

export function mondayOf(key: string): string {
  return addDays(key, 1 - isoWeekday(key));
}

/** Monday of the week that contains `now` in Budapest. */
export function currentWeekStart(now: Date = new Date()): string {
  return mondayOf(budapestDateKey(now));
}

/** Whole weeks from Monday `from` to Monday `to`. */
export function weeksBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / (7 * DAY_MS));
}

/** Budapest midnight at the start of that date, as ISO 8601 with its offset: '2026-11-23T00:00:00+01:00'. */
export function budapestMidnightIso(key: string): string {
  const iso = budapestLocalToIso(`${key}T00:00`);
  if (!iso) throw new Error(`Not a date key: ${key}`);
  return iso;
}

/** The API window of a week: Monday 00:00 to the next Monday 00:00, Budapest time. */
export function weekRange(weekStart: string): { from: string; to: string } {
  return { from: budapestMidnightIso(weekStart), to: budapestMidnightIso(addDays(weekStart, 7)) };
}

/** The seven date keys of a week, Monday first. */
export function weekDays(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
}

/** Noon UTC of a date: the same calendar day in Budapest in every season (for the date formatters). */
function noonOf(key: string) {
  return new Date(utcOf(key) + 12 * 3_600_000);
}

/** 'Hétfő' … 'Vasárnap'. */
export function weekdayName(key: string): string {
  return WEEKDAYS[isoWeekday(key) - 1]?.name ?? '';
}

/** 'november 23.' */
export function formatMonthDay(key: string): string {
  return monthDayFormat.format(noonOf(key));
}

/** '2026. november 23. – november 29.' (the year twice only when the week spans New Year). */
export function formatWeekLabel(weekStart: string): string {
  const end = addDays(weekStart, 6);
  const endText = end.slice(0, 4) === weekStart.slice(0, 4) ? formatMonthDay(end) : formatDate(noonOf(end));
  return `${formatDate(noonOf(weekStart))} – ${endText}`;
}

/** '2026. november 23. 09:00–10:00' in Budapest time. */
export function formatSlotRange(slot: Slot): string {
  return `${formatDate(slot.startTime)} ${formatTime(slot.startTime)}–${formatTime(slot.endTime)}`;
}

/** The accessible name of a time button: 'Hétfő, november 23., 09:00'. */
export function slotButtonLabel(slot: Slot): string {
  const day = budapestDateKey(slot.startTime);
  return `${weekdayName(day)}, ${formatMonthDay(day)}, ${formatTime(slot.startTime)}`;
}

/** Slots by their Budapest start date, each day in time order. */
export function groupSlotsByDay(slots: readonly Slot[]): Map<string, Slot[]> {
  const days = new Map<string, Slot[]>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  for (const slot of sorted) {
    const key = budapestDateKey(slot.startTime);
    const list = days.get(key);
    if (list) list.push(slot);
    else days.set(key, [slot]);
  }
  return days;
}

/**
 * The week to show for a `het` URL parameter: a Monday from the current week up to MAX_WEEKS_AHEAD;
 * anything else (missing, malformed, past, too far) falls back to the current week.
 */
export function parseWeekParam(value: string | null, now: Date = new Date()): string {
  const current = currentWeekStart(now);
  if (!isDateKey(value) || isoWeekday(value) !== 1) return current;
  const ahead = weeksBetween(current, value);
  return ahead >= 0 && ahead <= MAX_WEEKS_AHEAD ? value : current;
}
