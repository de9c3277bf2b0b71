import { TIME_ZONE } from '@common/constants';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Budapest's offset from UTC at the given instant, in minutes (60 in winter, 120 in summer). */
export function budapestOffsetMinutes(instant: Date): number {
  const parts = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  for (const part of partsFormat.formatToParts(instant)) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = Number(part.value);
  }
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour % 24, parts.minute, parts.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

function pad(value: number) {
  return String(value).padStart(2, '0');
}

/**
 * A datetime-local value ('2026-03-29T14:30'), read as Budapest wall-clock time, as ISO 8601 with the
 * correct Budapest offset ('2026-03-29T14:30:00+02:00'); null when the value is not a valid time.
 */
export function budapestLocalToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // Guess with the offset at the wall time, then re-check with the offset at the resulting instant (DST edges).
  let offset = budapestOffsetMinutes(new Date(wall));
  offset = budapestOffsetMinutes(new Date(wall - offset * 60_000));
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An instant as a datetime-local value in Budapest wall-clock time (to prefill the field). */
export function isoToBudapestLocal(value: string | Date): string {
  const instant = new Date(value);
  const shifted = new Date(instant.getTime() + budapestOffsetMinutes(instant) * 60_000);
  return shifted.toISOString().slice(0, 16);
}
