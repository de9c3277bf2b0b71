import {
  budapestParts,
  formatMonthDay,
  formatWeekdayDate,
  formatWeekdayMonthDay,
  noonOf,
} from '@common/budapest-time';
import { formatDate, formatTime } from '@common/format';

const pad = (value: number) => String(value).padStart(2, '0');

/** The Budapest calendar day of a moment, as 'YYYY-MM-DD'. */
export function budapestDayKey(value: Date | string): string {
  const p = budapestParts(new Date(value));
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The day before a 'YYYY-MM-DD' key (calendar arithmetic, so DST days are no trouble). */
function previousDayKey(key: string): string {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day - 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * The date separator of a thread: 'Ma', 'Tegnap', 'Péntek, november 20.' this year, and
 * 'Szerda, 2025. december 31.' in other years (Europe/Budapest).
 */
export function dayLabel(key: string, now: Date = new Date()): string {
  const today = budapestDayKey(now);
  if (key === today) return 'Ma';
  if (key === previousDayKey(today)) return 'Tegnap';
  const sameYear = key.slice(0, 4) === today.slice(0, 4);
  return sameYear ? formatWeekdayMonthDay(key) : formatWeekdayDate(key);
}

/** The time beside a conversation: '14:30' today, 'Tegnap', 'november 20.' this year, '2025. december 31.' before. */
export function shortWhen(value: string, now: Date = new Date()): string {
  const key = budapestDayKey(value);
  const today = budapestDayKey(now);
  if (key === today) return formatTime(value);
  if (key === previousDayKey(today)) return 'Tegnap';
  return key.slice(0, 4) === today.slice(0, 4) ? formatMonthDay(key) : formatDate(noonOf(key));
}

export interface DayGroup<T> {
  key: string;
  label: string;
  items: T[];
}

/** Messages (in order) cut into Budapest calendar days, each with its Hungarian separator label. */
export function groupByDay<T extends { createdAt: string }>(
  items: T[],
  now: Date = new Date(),
): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const key = budapestDayKey(item.createdAt);
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, label: dayLabel(key, now), items: [item] });
  }
  return groups;
}
