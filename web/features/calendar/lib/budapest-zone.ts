import { budapestOffsetMinutes, budapestParts } from '@common/budapest-time';

/**
 * Europe/Budapest for FullCalendar's named-time-zone hooks (see budapest-time-zone-plugin.ts), with
 * Intl only: no time-zone library is bundled. FullCalendar's date arrays are
 * [year, month (0-based), day, hour, minute, second, millisecond].
 */

/** The Budapest wall-clock array of a moment. */
export function budapestTimestampToArray(ms: number): number[] {
  const p = budapestParts(new Date(ms));
  const millis = ((ms % 1000) + 1000) % 1000;
  return [p.year, p.month - 1, p.day, p.hour, p.minute, p.second, millis];
}

/**
 * Budapest's UTC offset in minutes for a wall-clock array. A time in the spring DST gap or in the
 * repeated autumn hour gets one of the two offsets around the change (as budapestLocalToIso does).
 */
export function budapestOffsetForArray(parts: readonly number[]): number {
  const [year = 1970, month = 0, day = 1, hour = 0, minute = 0, second = 0, millis = 0] = parts;
  const asUtc = Date.UTC(year, month, day, hour, minute, second, millis);
  const guess = budapestOffsetMinutes(new Date(asUtc));
  return budapestOffsetMinutes(new Date(asUtc - guess * 60_000));
}
