import { TIME_ZONE } from '@common/constants';
import { DateTime } from 'luxon';

export interface Interval {
  start: Date;
  end: Date;
}

export interface SlotRules {
  /** Weekly hours: ISO weekday (Monday = 1) and 'HH:MM' in Europe/Budapest wall-clock time. */
  workSchedule: { day: number; start: string; end: string }[];
  durationMinutes: number;
  /** Free time kept after (`bufferMinutes`) and before (`bufferBeforeMinutes`) every consultation. */
  bufferMinutes: number;
  bufferBeforeMinutes: number;
  minNoticeHours: number;
  maxAdvanceDays: number;
}

export interface SlotQuery {
  from: Date;
  to: Date;
  now: Date;
  /**
   * The time live appointments of the adviser hold (not cancelled, not no-show): each one's
   * [blocked_from, blocked_until), its own buffers included, as the database's no-overlap rule sees it.
   */
  busy: Interval[];
  timeOff: Interval[];
}

const MINUTE_MS = 60_000;

/** Buffers are at most 240 minutes (advisers_buffer_check, advisers_buffer_before_check). */
export const MAX_BUFFER_MS = 240 * MINUTE_MS;

/** The wall-clock time of a Budapest day as an instant (DST-correct: 09:00 is 09:00 all year). */
function budapestInstant(day: DateTime, time: string): Date {
  const [hour, minute] = time.split(':').map(Number);
  return day.set({ hour: hour ?? 0, minute: minute ?? 0, second: 0, millisecond: 0 }).toJSDate();
}

/**
 * The bookable slots between `from` and `to`: the work schedule (slots of the consultation's length,
 * back to back from the start of each working period), minus time off, minus the slots whose own
 * buffers (before and after) would reach into the time a live appointment holds, minus the notice
 * period, up to the booking horizon.
 */
export function availableSlots(rules: SlotRules, query: SlotQuery): Interval[] {
  const durationMs = rules.durationMinutes * MINUTE_MS;
  const afterMs = rules.bufferMinutes * MINUTE_MS;
  const beforeMs = rules.bufferBeforeMinutes * MINUTE_MS;
  const earliest = Math.max(
    query.from.getTime(),
    query.now.getTime() + rules.minNoticeHours * 60 * MINUTE_MS,
  );
  const latest = Math.min(
    query.to.getTime(),
    query.now.getTime() + rules.maxAdvanceDays * 24 * 60 * MINUTE_MS,
  );
  if (durationMs <= 0 || earliest >= latest) return [];

  // Blocked intervals as sorted numbers, walked once alongside the (time-ordered) candidate slots. A
  // slot [s, e) holds [s - before, e + after): it may not meet a held time [f, u), i.e. the slot itself
  // may not meet [f - after, u + before).
  const blocked = [
    ...query.timeOff.map((b) => [b.start.getTime(), b.end.getTime()] as const),
    ...query.busy.map((b) => [b.start.getTime() - afterMs, b.end.getTime() + beforeMs] as const),
  ].sort((a, b) => a[0] - b[0]);

  const candidates: number[] = [];
  const lastDay = DateTime.fromMillis(latest, { zone: TIME_ZONE }).startOf('day');
  for (
    let day = DateTime.fromMillis(earliest, { zone: TIME_ZONE }).startOf('day');
    day <= lastDay;
    day = day.plus({ days: 1 })
  ) {
    const periods = rules.workSchedule
      .filter((entry) => entry.day === day.weekday)
      .sort((a, b) => a.start.localeCompare(b.start));
    for (const period of periods) {
      const periodEnd = budapestInstant(day, period.end).getTime();
      for (
        let start = budapestInstant(day, period.start).getTime();
        start + durationMs <= periodEnd;
        start += durationMs
      ) {
        if (start >= earliest && start < latest) candidates.push(start);
      }
    }
  }
  candidates.sort((a, b) => a - b);

  const slots: Interval[] = [];
  let first = 0;
  for (const start of candidates) {
    const end = start + durationMs;
    // Blocks that ended before this slot can never block a later one.
    while (first < blocked.length && (blocked[first]?.[1] ?? 0) <= start) first += 1;
    let free = true;
    for (let i = first; i < blocked.length; i += 1) {
      const block = blocked[i];
      if (!block || block[0] >= end) break;
      if (block[1] > start) {
        free = false;
        break;
      }
    }
    if (free) slots.push({ start: new Date(start), end: new Date(end) });
  }
  return slots;
}
