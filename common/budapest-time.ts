import { budapestOffsetMinutes, budapestParts } from './budapest-clock';
import { formatDate, formatMonthDayOf, WEEKDAYS } from './format';

/**
 * Budapest wall-clock time ⇄ instants, independent of the machine's own time zone (the offset of a
 * moment comes from budapest-clock.ts, so it is right on both sides of a DST change). Budapest calendar
 * days are kept as their 'YYYY-MM-DD' key and a week is named by the key of its Monday (date keys, below).
 */

export { budapestOffsetMinutes, budapestParts };

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function offsetText(minutes: number) {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const LOCAL_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A `datetime-local` value read as Budapest wall-clock time → ISO 8601 with its offset:
 * '2026-11-23T09:00' → '2026-11-23T09:00:00+01:00'. Null when the value is not a valid date-time.
 */
export function budapestLocalToIso(value: string): string | null {
  const match = LOCAL_VALUE.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  let offset = budapestOffsetMinutes(new Date(asUtc));
  const corrected = budapestOffsetMinutes(new Date(asUtc - offset * 60_000));
  if (corrected !== offset) offset = corrected;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:00${offsetText(offset)}`;
}

/** A moment as a `datetime-local` value in Budapest time: '2026-11-23T09:00'. */
export function isoToBudapestLocal(value: Date | string): string {
  const p = budapestParts(new Date(value));
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

// Date keys: Budapest calendar days as 'YYYY-MM-DD', weeks named by their Monday.

const DAY_MS = 86_400_000;
const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

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
export function budapestDateKey(instant: Date | string | number): string {
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

/** The seven date keys of a week, Monday first. */
export function weekDays(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
}

/** Budapest midnight at the start of that date, as ISO 8601 with its offset: '2026-11-23T00:00:00+01:00'. */
export function budapestMidnightIso(key: string): string {
  const iso = budapestLocalToIso(`${key}T00:00`);
  if (!iso) throw new Error(`Not a date key: ${key}`);
  return iso;
}

/** The bounds of a week: Monday 00:00 up to the next Monday 00:00, Budapest time, each with its own offset. */
export function weekBounds(weekStart: string): { start: string; end: string } {
  return { start: budapestMidnightIso(weekStart), end: budapestMidnightIso(addDays(weekStart, 7)) };
}

/** Noon UTC of a date: the same calendar day in Budapest in every season (for the date formatters). */
export function noonOf(key: string): Date {
  return new Date(utcOf(key) + 12 * 3_600_000);
}

/** 'Hétfő' … 'Vasárnap'. */
export function weekdayName(key: string): string {
  return WEEKDAYS[isoWeekday(key) - 1]?.name ?? '';
}

/** 'november 23.' */
export function formatMonthDay(key: string): string {
  return formatMonthDayOf(noonOf(key));
}

/** 'Hétfő, november 23.' (a day within a shown week or year). */
export function formatWeekdayMonthDay(key: string): string {
  return `${weekdayName(key)}, ${formatMonthDay(key)}`;
}

/** 'Hétfő, 2026. november 23.' */
export function formatWeekdayDate(key: string): string {
  return `${weekdayName(key)}, ${formatDate(noonOf(key))}`;
}

/** '2026. november 23. – november 29.' (the year twice only when the week spans New Year). */
export function formatWeekLabel(weekStart: string): string {
  const end = addDays(weekStart, 6);
  const endText = end.slice(0, 4) === weekStart.slice(0, 4) ? formatMonthDay(end) : formatDate(noonOf(end));
  return `${formatDate(noonOf(weekStart))} – ${endText}`;
}

/** The month of a moment as the monthly summaries take it: 'YYYY-MM' (Europe/Budapest). */
export function monthOf(now: Date | number = Date.now()): string {
  return budapestDateKey(now).slice(0, 7);
}

/** 'YYYY-MM' moved by `by` months (negative: back), over year ends. */
export function shiftMonth(month: string, by: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
