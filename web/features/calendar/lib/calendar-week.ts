import { budapestLocalToIso, budapestParts } from '@common/budapest-time';
import { LOCALE, TIME_ZONE } from '@common/constants';
import { formatDate, WEEKDAYS } from '@common/format';

/**
 * Calendar days and weeks of the adviser's calendar in Europe/Budapest time, independent of the
 * browser's own time zone. A day is kept as its 'YYYY-MM-DD' key; a week is named by its Monday.
 */

const DAY_MS = 86_400_000;
const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const monthDayFormat = new Intl.DateTimeFormat(LOCALE, {
  month: 'long',
  day: 'numeric',
  timeZone: TIME_ZONE,
});
const shortDateFormat = new Intl.DateTimeFormat(LOCALE, {
  month: 'short',
  day: 'numeric',
  timeZone: TIME_ZONE,
});

function utcOf(key: string) {
  const match = DATE_KEY.exec(key);
  if (!match) throw new Error(`Not a date key: ${key}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function keyOfUtc(ms: number) {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The Budapest calendar date of a moment. */
export function budapestDateKey(instant: Date | string | number): string {
  const p = budapestParts(new Date(instant));
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

export function addDays(key: string, days: number): string {
  return keyOfUtc(utcOf(key) + days * DAY_MS);
}

/** ISO weekday: Monday = 1 … Sunday = 7. */
export function isoWeekday(key: string): number {
  const day = new Date(utcOf(key)).getUTCDay();
  return day === 0 ? 7 : day;
}

export function mondayOf(key: string): string {
  return addDays(key, 1 - isoWeekday(key));
}

/** The seven date keys of a week, Monday first. */
export function weekDays(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
}

/** Budapest midnight at the start of a date, as ISO 8601 with its offset. */
export function budapestMidnightIso(key: string): string {
  const iso = budapestLocalToIso(`${key}T00:00`);
  if (!iso) throw new Error(`Not a date key: ${key}`);
  return iso;
}

/**
 * The appointments window of a displayed week (SPEC.md §9: Monday to Sunday): Monday 00:00 up to the
 * next Monday 00:00, Budapest time (the API lists appointments that start in [startDate, endDate)).
 */
export function weekRange(weekStart: string): { startDate: string; endDate: string } {
  return { startDate: budapestMidnightIso(weekStart), endDate: budapestMidnightIso(addDays(weekStart, 7)) };
}

/** Noon UTC of a date: the same calendar day in Budapest in every season (for the formatters). */
function noonOf(key: string) {
  return new Date(utcOf(key) + 12 * 3_600_000);
}

export function weekdayName(key: string): string {
  return WEEKDAYS[isoWeekday(key) - 1]?.name ?? '';
}

/** 'november 23.' */
export function formatMonthDay(key: string): string {
  return monthDayFormat.format(noonOf(key));
}

/** 'nov. 23.' (the grid's day headers). */
export function formatShortDate(key: string): string {
  return shortDateFormat.format(noonOf(key));
}

/** '2026. november 23. – november 29.' (the year twice only when the week spans New Year). */
export function formatWeekLabel(weekStart: string): string {
  const end = addDays(weekStart, 6);
  const endText = end.slice(0, 4) === weekStart.slice(0, 4) ? formatMonthDay(end) : formatDate(noonOf(end));
  return `${formatDate(noonOf(weekStart))} – ${endText}`;
}

/** 'Hétfő, 2026. november 23.' */
export function formatDayLabel(key: string): string {
  return `${weekdayName(key)}, ${formatDate(noonOf(key))}`;
}

/** 'Hétfő, november 23.' (a day heading inside a week). */
export function formatDayHeading(key: string): string {
  return `${weekdayName(key)}, ${formatMonthDay(key)}`;
}
