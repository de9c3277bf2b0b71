import { TIME_ZONE } from './constants';

/**
 * Budapest's offset from UTC and its wall-clock time, without Intl where the rule is known: the EU's
 * summer time (UTC+2 from the last Sunday of March 01:00 UTC to the last Sunday of October 01:00 UTC,
 * UTC+1 otherwise), which Hungary has kept since 1996. A browser's first Intl object costs 50–65 ms of
 * main thread (ICU starting up; 4× that on a phone), which every public page paid while hydrating only
 * to print a time (bench/README, issue 16). Outside the years the rule is checked for it asks Intl;
 * format.test.ts compares both for every switch of those years, so a change of the rule in the time
 * zone data fails a test rather than a clock.
 */
const FIRST_RULE_YEAR = 1996;
const LAST_RULE_YEAR = 2099;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The last Sunday of a month (0-based) at 01:00 UTC, when EU clocks change. */
function lastSundayOneUtc(year: number, month: number) {
  const lastDay = Date.UTC(year, month + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
}

const zonePartsFormats = new Map<string, Intl.DateTimeFormat | null>();

/** An Intl formatter of a zone's wall clock (numeric parts), or null when the zone is unknown. */
export function zonePartsFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = zonePartsFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      format = null;
    }
    zonePartsFormats.set(timeZone, format);
  }
  return format;
}

/** Budapest's offset from Intl's time zone data (years outside the rule). */
function offsetFromIntl(ms: number): number {
  const partsFormat = zonePartsFormat(TIME_ZONE) as Intl.DateTimeFormat;
  const p: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(ms)) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  const wallClock = Date.UTC(
    p.year ?? 1970,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    (p.hour ?? 0) % 24,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return Math.round((wallClock - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** Budapest's offset from UTC at that moment, in minutes (60 in winter, 120 in summer). */
export function budapestOffsetMinutes(instant: Date): number {
  const ms = instant.getTime();
  const year = instant.getUTCFullYear();
  if (year < FIRST_RULE_YEAR || year > LAST_RULE_YEAR) return offsetFromIntl(ms);
  return ms >= lastSundayOneUtc(year, 2) && ms < lastSundayOneUtc(year, 9) ? 120 : 60;
}

/** The Budapest wall-clock date and time of a moment. */
export function budapestParts(instant: Date) {
  const wall = new Date(instant.getTime() + budapestOffsetMinutes(instant) * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}
