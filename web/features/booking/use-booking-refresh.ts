import { useEffect, useRef } from 'react';

/** The window event the real-time client dispatches when an adviser's free times may have changed. */
export const BOOKING_REFRESH_EVENT = 'booking:refresh';

export interface BookingRefreshDetail {
  /** The adviser (`tanacsadok` row id) whose availability changed. */
  expertId?: string;
}

/**
 * Live refresh of the booking page (SPEC.md §6): an asker on /kerdezo/foglalas/<id> reloads the free
 * times when that adviser's time off or booking settings change.
 *
 * The socket client (built separately) turns the `tanacsadoTimeOffUpdated` and
 * `tanacsadoSettingsUpdated` group broadcasts into
 *   window.dispatchEvent(new CustomEvent('booking:refresh', { detail: { expertId } }))
 * and this hook calls `refetch` when `detail.expertId` is this page's adviser. An event without an
 * `expertId` is taken to be about the watched adviser (time-off broadcasts carry only an `action`, and
 * the server sends them only to the watchers of that adviser's booking page); an event for another
 * adviser is ignored. The asker's own new bookings are not broadcast back to them (SPEC.md §6).
 */
export function useBookingRefresh(adviserId: string | undefined, refetch: () => unknown) {
  const refetchRef = useRef(refetch);
  useEffect(() => {
    refetchRef.current = refetch;
  });

  useEffect(() => {
    if (!adviserId) return;
    const onRefresh = (event: Event) => {
      const detail = (event as CustomEvent<BookingRefreshDetail | null | undefined>).detail;
      const expertId = detail?.expertId;
      if (expertId && expertId !== adviserId) return;
      void refetchRef.current();
    };
    window.addEventListener(BOOKING_REFRESH_EVENT, onRefresh);
    return () => window.removeEventListener(BOOKING_REFRESH_EVENT, onRefresh);
  }, [adviserId]);
}
