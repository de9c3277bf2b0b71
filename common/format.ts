import { budapestParts, zonePartsFormat } from './budapest-clock';
import { LOCALE, TIME_ZONE } from './constants';

// Dates, times and numbers are written out here rather than by Intl: a browser's first Intl object
// costs 50–65 ms of main thread (4× on a phone), which the public pages paid while hydrating
// (budapest-clock.ts). format.test.ts holds every function to Intl's own output.

const MONTHS = [
  'január',
  'február',
  'március',
  'április',
  'május',
  'június',
  'július',
  'augusztus',
  'szeptember',
  'október',
  'november',
  'december',
] as const;

const pad2 = (value: number) => String(value).padStart(2, '0');

/** 'november 22.' from a month (1–12) and a day. */
const monthDay = (month: number, day: number) => `${MONTHS[month - 1]} ${day}.`;

/** 'november 22.' (Europe/Budapest). */
export function formatMonthDayOf(value: Date | string): string {
  const p = budapestParts(new Date(value));
  return monthDay(p.month, p.day);
}

/** '2026. november 22.' (Europe/Budapest). */
export function formatDate(value: Date | string): string {
  const p = budapestParts(new Date(value));
  return `${p.year}. ${MONTHS[p.month - 1]} ${p.day}.`;
}

/** '14:30' (Europe/Budapest). */
export function formatTime(value: Date | string): string {
  const p = budapestParts(new Date(value));
  return `${pad2(p.hour)}:${pad2(p.minute)}`;
}

/** '2026. november 22. 14:30' (Europe/Budapest). */
export function formatDateTime(value: Date | string): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}

/**
 * '2026. november 22-ig' ("until", Europe/Budapest): the date's closing dot gives way to the suffix. Takes
 * an instant or a Budapest date key ('2026-11-22': its UTC midnight is already that day in Budapest).
 */
export function formatDateUntil(value: Date | string): string {
  return `${formatDate(value).replace(/\.$/, '')}-ig`;
}

/** The digit-group separator of Hungarian numbers (a no-break space). */
const GROUP = '\u00a0';

/** Adds one unit in the last place to a string of decimal digits. */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

let intlNumbers: Map<string, Intl.NumberFormat> | undefined;

/**
 * A number as Hungarian writes it: '12 345,6' (no-break space groups from five digits up, decimal
 * comma), rounded half away from zero on its shortest decimal form, as Intl.NumberFormat does.
 */
export function formatNumber(value: number, maxFractionDigits = 0, minFractionDigits = 0): string {
  const text = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(text)) {
    // Exponent notation (beyond 1e21 or below 1e-6) or not finite: Intl, which such values never reach
    // in this app's counts, ratings and prices.
    intlNumbers ??= new Map();
    const key = `${maxFractionDigits}/${minFractionDigits}`;
    let format = intlNumbers.get(key);
    if (!format) {
      format = new Intl.NumberFormat(LOCALE, {
        maximumFractionDigits: maxFractionDigits,
        minimumFractionDigits: minFractionDigits,
      });
      intlNumbers.set(key, format);
    }
    return format.format(value);
  }
  let [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > maxFractionDigits) {
    const roundUp = fraction.charCodeAt(maxFractionDigits) >= 53; // '5'
    fraction = fraction.slice(0, maxFractionDigits);
    if (roundUp) {
      const digits = incremented(whole + fraction);
      whole = digits.slice(0, digits.length - fraction.length);
      fraction = digits.slice(digits.length - fraction.length);
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minFractionDigits, '0');
  if (whole.length >= 5) whole = whole.replace(/\B(?=(\d{3})+$)/g, GROUP);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole}${fraction ? `,${fraction}` : ''}`;
}

/**
 * An average rating to one decimal: the value both the number and the stars show (4,45 → 4,5; 4,44 →
 * 4,4), so the stars are never filled to another rounding than the number beside them.
 */
export function roundRating(value: number): number {
  return Number(formatNumber(value, 1, 1).replace(',', '.'));
}

/** An average rating, always with one decimal: '4,4', '4,0'. */
export function formatRating(value: number): string {
  return formatNumber(value, 1, 1);
}

/** '12 000 Ft' (forint has no minor unit in everyday prices). */
/** A file's size as people read it: `840 KB`, `1,5 MB` (Hungarian decimal comma). */
export function formatFileSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${formatNumber(mb, 1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function formatPrice(forints: number): string {
  return `${formatNumber(forints)}${GROUP}Ft`;
}

/** ISO weekdays (Monday = 1) with their Hungarian names, in week order. */
export const WEEKDAYS = [
  { day: 1, name: 'Hétfő' },
  { day: 2, name: 'Kedd' },
  { day: 3, name: 'Szerda' },
  { day: 4, name: 'Csütörtök' },
  { day: 5, name: 'Péntek' },
  { day: 6, name: 'Szombat' },
  { day: 7, name: 'Vasárnap' },
] as const;

// The viewer's own time (issue 18): Budapest time stays the rule everywhere; a viewer whose zone shows
// another wall-clock time at that moment (Hungarians abroad) sees their local time beside it.

/** What a Budapest time is called beside the viewer's local time. */
export const BUDAPEST_TIME_LABEL = 'budapesti idő';

interface WallClock {
  /** 'YYYY-MM-DD' */
  date: string;
  /** Minutes of the day, 0–1439. */
  minutes: number;
  /** The wall-clock reading as if it were UTC, in milliseconds. */
  utc: number;
}

/** The wall-clock date and time of a moment in a zone, null if the zone is unknown. */
function wallClock(instant: Date, timeZone: string): WallClock | null {
  const format = zonePartsFormat(timeZone);
  if (!format) return null;
  const p: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  const year = p.year ?? 1970;
  const month = p.month ?? 1;
  const day = p.day ?? 1;
  const hour = (p.hour ?? 0) % 24;
  const minute = p.minute ?? 0;
  return {
    date: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    minutes: hour * 60 + minute,
    utc: Date.UTC(year, month - 1, day, hour, minute, p.second ?? 0),
  };
}

/** A zone's offset from UTC at that moment, in minutes (London in winter 0, Kolkata 330); null if unknown. */
export function timeZoneOffsetMinutes(value: Date | string, timeZone: string): number | null {
  const instant = new Date(value);
  const clock = wallClock(instant, timeZone);
  if (!clock) return null;
  return Math.round((clock.utc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The city of an IANA zone, as people call it: 'Europe/London' → 'London', 'America/New_York' →
 * 'New York', 'America/Argentina/Buenos_Aires' → 'Buenos Aires'; 'UTC' stays 'UTC'.
 */
export function timeZoneCity(timeZone: string): string {
  const last = timeZone.split('/').pop() ?? timeZone;
  return last.replace(/_/g, ' ');
}

/** A usable viewer zone: known, not Budapest itself. */
function viewerZone(timeZone: string | null | undefined): string | null {
  if (!timeZone || timeZone === TIME_ZONE) return null;
  return zonePartsFormat(timeZone) ? timeZone : null;
}

/**
 * Whether the viewer's zone shows another wall-clock time than Budapest at that moment. Never for
 * Budapest or no zone; never for a zone that keeps Budapest's time then (Europe/Vienna; Africa/Lagos in
 * winter); an unknown zone counts as none.
 */
export function showsLocalTime(value: Date | string, timeZone: string | null | undefined): boolean {
  const zone = viewerZone(timeZone);
  if (!zone) return false;
  const instant = new Date(value);
  const local = wallClock(instant, zone);
  const budapest = wallClock(instant, TIME_ZONE);
  return (
    local !== null &&
    budapest !== null &&
    (local.date !== budapest.date || local.minutes !== budapest.minutes)
  );
}

/**
 * The viewer's local time of a moment (or of a range from it to `end`) with the city of the zone:
 * '13:00 London', '13:00–14:00 London'; with the local month and day when the local day is not the
 * Budapest day: 'november 22. 17:30 New York'; `city: false` leaves the city out (where it is said once nearby).
 * Null when there is nothing to add (see showsLocalTime).
 */
export function formatLocalTime(
  value: Date | string,
  timeZone: string | null | undefined,
  options: { end?: Date | string; city?: boolean } = {},
): string | null {
  const { end, city = true } = options;
  if (!showsLocalTime(value, timeZone)) return null;
  const zone = timeZone as string;
  const instant = new Date(value);
  // (showsLocalTime has found both zones known.)
  const local = wallClock(instant, zone) as WallClock;
  const budapest = wallClock(instant, TIME_ZONE) as WallClock;
  const time = (clock: WallClock) => `${pad2(Math.floor(clock.minutes / 60))}:${pad2(clock.minutes % 60)}`;
  const day =
    local.date !== budapest.date
      ? `${monthDay(Number(local.date.slice(5, 7)), Number(local.date.slice(8, 10)))} `
      : '';
  const endClock = end === undefined ? null : wallClock(new Date(end), zone);
  const range = endClock ? `–${time(endClock)}` : '';
  return `${day}${time(local)}${range}${city ? ` ${timeZoneCity(zone)}` : ''}`;
}

/**
 * A Budapest text of a moment with the viewer's local time beside it:
 * withLocalTime('14:00', …) → '14:00 (budapesti idő) – 13:00 London'; unchanged when there is nothing
 * to add. `end` makes the local part a range ('09:00–10:00 (budapesti idő) – 08:00–09:00 London').
 */
export function withLocalTime(
  budapestText: string,
  value: Date | string,
  timeZone: string | null | undefined,
  end?: Date | string,
): string {
  const local = formatLocalTime(value, timeZone, end === undefined ? {} : { end });
  return local ? `${budapestText} (${BUDAPEST_TIME_LABEL}) – ${local}` : budapestText;
}

/** '14:00 (budapesti idő) – 13:00 London', or '14:00' when the viewer's clock shows Budapest time. */
export function formatTimeWithLocal(value: Date | string, timeZone: string | null | undefined): string {
  return withLocalTime(formatTime(value), value, timeZone);
}

/** '2026. november 22. 14:00 (budapesti idő) – 13:00 London', or '2026. november 22. 14:00'. */
export function formatDateTimeWithLocal(value: Date | string, timeZone: string | null | undefined): string {
  return withLocalTime(formatDateTime(value), value, timeZone);
}

/** '2026. november 22. 14:00–15:00 (budapesti idő) – 13:00–14:00 London', or without the local part. */
export function formatRangeWithLocal(
  start: Date | string,
  end: Date | string,
  timeZone: string | null | undefined,
): string {
  return withLocalTime(`${formatDateTime(start)}–${formatTime(end)}`, start, timeZone, end);
}

/** '1 órával', '4 óra 30 perccel', '30 perccel' (the amount of a difference, instrumental case). */
function amountText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} perccel`;
  return rest === 0 ? `${hours} órával` : `${hours} óra ${rest} perccel`;
}

function differenceText(minutes: number): string {
  if (minutes === 0) return 'ugyanannyi';
  return `${amountText(Math.abs(minutes))} ${minutes < 0 ? 'kevesebb' : 'több'}`;
}

/**
 * How the viewer's clock differs from Budapest's over some moments (e.g. the days of a shown week):
 * 'az Ön helyi ideje (London) 1 órával kevesebb'; when a clock change falls between them, each
 * difference in order: 'az Ön helyi ideje (New York) 5 órával kevesebb, az óraátállítás után 6 órával
 * kevesebb'. Null for Budapest, no or an unknown zone, or when the clocks agree at every moment.
 */
export function localTimeDifferenceText(
  timeZone: string | null | undefined,
  moments: readonly (Date | string)[],
): string | null {
  const zone = viewerZone(timeZone);
  if (!zone) return null;
  const differences: number[] = [];
  for (const moment of moments) {
    const local = timeZoneOffsetMinutes(moment, zone);
    const budapest = timeZoneOffsetMinutes(moment, TIME_ZONE);
    if (local === null || budapest === null) return null;
    const difference = local - budapest;
    if (differences[differences.length - 1] !== difference) differences.push(difference);
  }
  if (differences.every((difference) => difference === 0)) return null;
  const [first, ...later] = differences.map(differenceText);
  const after = later.map((text) => `, az óraátállítás után ${text}`).join('');
  return `az Ön helyi ideje (${timeZoneCity(zone)}) ${first}${after}`;
}
