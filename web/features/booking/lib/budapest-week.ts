import type { Slot } from '@common/api/schedule';
import { LOCALE, TIME_ZONE } from '@common/constants';
import { formatDate, formatTime, WEEKDAYS } from '@common/format';

/**
 * Calendar weeks of the booking page in Europe/Budapest time, independent of the browser's own time
 * zone. A calendar day is kept as its 'YYYY-MM-DD' key; a week is named by the key of its Monday.
 * Budapest is UTC+1 in winter and UTC+2 in summer: the offset of a moment is read with Intl (no extra
 * dependency), so the week's bounds are sent to the API as local midnights with the right offset.
 */

const DAY_MS = 86_400_000;
const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** How far ahead the week navigation goes (an adviser's booking horizon is at most 365 days). */
export const MAX_WEEKS_AHEAD = 53;

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const monthDayFormat = new Intl.DateTimeFormat(LOCALE, {
  month: 'long',
  day: 'numeric',
  timeZone: TIME_ZONE,
});

function budapestParts(instant: Date) {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

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

/** Budapest's offset from UTC at that moment, in minutes (60 in winter, 120 in summer). */
export function budapestOffsetMinutes(instant: Date): number {
  const p = budapestParts(instant);
  const wallClock = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wallClock - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

function offsetText(minutes: number) {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
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
  const utcMidnight = utcOf(key);
  // Midnight in Budapest is `offset` minutes before the UTC midnight of the same date; the offset is
  // read at the guess itself, so a week that starts on the other side of a DST change is still right.
  let offset = budapestOffsetMinutes(new Date(utcMidnight));
  const corrected = budapestOffsetMinutes(new Date(utcMidnight - offset * 60_000));
  if (corrected !== offset) offset = corrected;
  return `${key}T00:00:00${offsetText(offset)}`;
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
