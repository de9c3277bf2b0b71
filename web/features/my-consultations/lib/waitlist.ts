import type { WaitlistEntry } from '@common/api/waitlist';
import { budapestDateKey, mondayOf } from '@common/budapest-time';
import { formatDateTime } from '@common/format';

/** The asker's "Várólista" on "Tanácsadásaim" (issue 17, part 5). */

/** The booking page (web/app/areas/asker-area.tsx: foglalas/:id). */
const BOOKING_PATH = '/kerdezo/foglalas';

/** 'Várakozik', or 'Értesítve: 2026. november 20. 09:00' (the free time the mail named). */
export function waitlistStatusText(entry: Pick<WaitlistEntry, 'status' | 'offeredStartTime'>): string {
  if (entry.status === 'waiting') return 'Várakozik';
  return entry.offeredStartTime ? `Értesítve: ${formatDateTime(entry.offeredStartTime)}` : 'Értesítve';
}

/**
 * The booking page of the entry's adviser with its type chosen, on the week of the offered time (the
 * booking page's `tipus` and `het` parameters).
 */
export function waitlistBookingPath(
  entry: Pick<WaitlistEntry, 'expert' | 'consultationType' | 'offeredStartTime'>,
): string {
  const params = new URLSearchParams({ tipus: entry.consultationType.id });
  if (entry.offeredStartTime) params.set('het', mondayOf(budapestDateKey(entry.offeredStartTime)));
  return `${BOOKING_PATH}/${encodeURIComponent(entry.expert.id)}?${params.toString()}`;
}

/** The told ones first (they can book now), then by day, soonest first. */
export function sortWaitlist(entries: readonly WaitlistEntry[]): WaitlistEntry[] {
  const rank = (e: WaitlistEntry) => (e.status === 'notified' ? 0 : 1);
  return [...entries].sort((a, b) => rank(a) - rank(b) || a.until.localeCompare(b.until));
}
