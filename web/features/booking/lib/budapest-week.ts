import type { Slot } from '@common/api/schedule';
import {
  budapestDateKey,
  currentWeekStart,
  formatMonthDay,
  isDateKey,
  isoWeekday,
  mondayOf,
  weekBounds,
  weekdayName,
  weeksBetween,
} from '@common/budapest-time';
import { formatDate, formatTime } from '@common/format';

/**
 * The booking page's calendar weeks in Europe/Budapest time. The date-key arithmetic and the week labels
 * are shared (common/budapest-time); what is here is the booking page's own: its week window for the
 * API, the slot labels and grouping, and the `het` URL parameter.
 */

/** How far ahead the week navigation goes (an adviser's booking horizon is at most 365 days). */
export const MAX_WEEKS_AHEAD = 53;

/** The API window of a week: Monday 00:00 to the next Monday 00:00, Budapest time. */
export function weekRange(weekStart: string): { from: string; to: string } {
  const { start, end } = weekBounds(weekStart);
  return { from: start, to: end };
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

/** Whether a Monday lies from the current week up to MAX_WEEKS_AHEAD (the weeks the page shows). */
function isShownWeek(weekStart: string, now: Date): boolean {
  const ahead = weeksBetween(currentWeekStart(now), weekStart);
  return ahead >= 0 && ahead <= MAX_WEEKS_AHEAD;
}

/**
 * The week the page opens on without a `het` parameter: the week of the adviser's next free slot (what
 * the profile and the list card call "Legközelebb"), so it does not open on an empty week; the current
 * week when there is none (or it is outside the weeks shown).
 */
export function openingWeek(nextFreeSlot: string | null, now: Date = new Date()): string {
  if (!nextFreeSlot) return currentWeekStart(now);
  const week = mondayOf(budapestDateKey(nextFreeSlot));
  return isShownWeek(week, now) ? week : currentWeekStart(now);
}

/**
 * The week to show for a `het` URL parameter: a Monday from the current week up to MAX_WEEKS_AHEAD;
 * anything else (missing, malformed, past, too far) falls back to `fallback` (the opening week).
 */
export function parseWeekParam(
  value: string | null,
  now: Date = new Date(),
  fallback: string = currentWeekStart(now),
): string {
  if (!isDateKey(value) || isoWeekday(value) !== 1) return fallback;
  return isShownWeek(value, now) ? value : fallback;
}
