import { TIME_ZONE } from './constants';

/**
 * Budapest wall-clock time ⇄ instants, independent of the machine's own time zone: the offset of a
 * moment is read with Intl, so it is right on both sides of a DST change.
 */

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

/** The Budapest wall-clock date and time of a moment. */
export function budapestParts(instant: Date) {
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
