import { type LiveEvents, useLiveEvent } from '@web/lib/live-events';

/**
 * Is a `booking:refresh` live event about the adviser of this booking page? An event without an
 * `expertId` is taken to be about the watched adviser (time-off broadcasts carry only an `action`, and
 * the server sends them only to the watchers of that adviser's booking page); an event naming another
 * adviser is not.
 */
export function isRefreshFor(
  adviserId: string | undefined,
  detail: Partial<LiveEvents['booking:refresh']> | null | undefined,
): boolean {
  if (!adviserId) return false;
  const expertId = detail?.expertId;
  return !expertId || expertId === adviserId;
}

/**
 * Live refresh of the booking page (SPEC.md §6): an asker on /kerdezo/foglalas/<id> reloads the free
 * times when that adviser's time off or booking settings change.
 *
 * The socket client turns the `tanacsadoTimeOffUpdated` and `tanacsadoSettingsUpdated` group broadcasts
 * into the live event `booking:refresh` ({ expertId? }, web/lib/live-events.ts); this hook calls
 * `refetch` when the event is about this page's adviser (`isRefreshFor`). The asker's own new bookings
 * are not broadcast back to them (SPEC.md §6).
 */
export function useBookingRefresh(adviserId: string | undefined, refetch: () => unknown) {
  useLiveEvent('booking:refresh', (detail) => {
    if (isRefreshFor(adviserId, detail)) void refetch();
  });
}
