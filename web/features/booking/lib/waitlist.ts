import type { WaitlistEntry } from '@common/api/waitlist';
import { addDays } from '@common/budapest-time';
import { formatDateTime, formatDateUntil } from '@common/format';

/**
 * The booking page's waitlist (issue 17, part 5): on a week without a free time the asker asks to be
 * told by mail when one frees up with this adviser up to the last day of that week.
 */

/** The `until` of a waitlist entry asked for from the shown week: its Sunday (Budapest date key). */
export function waitlistUntil(weekStart: string): string {
  return addDays(weekStart, 6);
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
