import type { WaitlistEntry } from '@common/api/waitlist';
import { addDays, budapestDateKey, budapestParts, isoWeekday } from '@common/budapest-time';
import { formatDateTime, formatDateUntil } from '@common/format';

/**
 * The booking page's waitlist (issue 17, part 5): on a week without a free time the asker asks to be
 * told by mail when one frees up with this adviser up to the last day of that week.
 */

type WorkPeriod = { day: number; start: string; end: string };

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The `until` of a waitlist entry asked for from the shown week: the last day of that week (Budapest
 * date key) on which the adviser still works — a weekday of their hours, today only while a period of
 * it has not ended. null when the adviser works on none of its days that are left: nothing can free up.
 */
export function waitlistUntil(
  weekStart: string,
  workSchedule: readonly WorkPeriod[],
  now: Date = new Date(),
): string | null {
  const today = budapestDateKey(now);
  const clock = budapestParts(now);
  const time = `${pad(clock.hour)}:${pad(clock.minute)}`;
  for (let offset = 6; offset >= 0; offset -= 1) {
    const day = addDays(weekStart, offset);
    if (day < today) break;
    const weekday = isoWeekday(day);
    const works = workSchedule.some((p) => p.day === weekday && (day > today || p.end > time));
    if (works) return day;
  }
  return null;
}

/** The asker's live entry for this adviser and consultation type, if any. */
export function findWaitlistEntry(
  entries: readonly WaitlistEntry[] | undefined,
  adviserId: string,
  typeId: string | null | undefined,
): WaitlistEntry | undefined {
  if (!entries || !typeId) return undefined;
  return entries.find((e) => e.expert.id === adviserId && e.consultationType.id === typeId);
}

/** What the asker's entry means, in one sentence (the status line of the panel). */
export function waitlistEntryText(
  entry: Pick<WaitlistEntry, 'status' | 'until' | 'offeredStartTime'>,
): string {
  if (entry.status === 'notified' && entry.offeredStartTime) {
    return `Értesítettük e-mailben: felszabadult egy időpont (${formatDateTime(entry.offeredStartTime)}). Ha még szabad, most lefoglalhatja.`;
  }
  return `Feliratkozott: értesítjük e-mailben, ha ${formatDateUntil(entry.until)} felszabadul egy időpont.`;
}
