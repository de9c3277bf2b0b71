import { TIME_ZONE } from '@common/constants';
import { formatLocalTime, timeZoneCity } from '@common/format';
import { type SessionUser, useAuthStore } from './auth-store';
import { call } from './endpoint';

/**
 * The viewer's own time (issue 18): every time stays in Budapest time, and a browser in another zone
 * (Hungarians abroad) also sees its local time beside it. The zone is the browser's; after login and on
 * session restore it is reported to the server once when the user's stored one differs (for the mails).
 */

let cachedZone: string | null | undefined;

/** The browser's IANA time zone ('Europe/London'); null where it can not be read (the server's renderer). */
export function browserTimeZone(): string | null {
  if (typeof window === 'undefined') return null;
  if (cachedZone === undefined) {
    try {
      cachedZone = Intl.DateTimeFormat().resolvedOptions().timeZone || null;
    } catch {
      cachedZone = null;
    }
  }
  return cachedZone;
}

/** The zone to show local times in: null in Budapest (or unknown), when nothing extra is shown. */
export function useViewerTimeZone(): string | null {
  const zone = browserTimeZone();
  return zone && zone !== TIME_ZONE ? zone : null;
}

/** The city of the viewer's zone ('London'), or null. */
export const viewerCity = (zone: string | null) => (zone ? timeZoneCity(zone) : null);

/**
 * A small line under a Budapest time: 'Helyi idő: 08:00–09:00 London' (with the short local date when
 * the local day differs); null when the viewer's clock shows Budapest time then.
 */
export function localTimeLine(zone: string | null, start: string, end?: string): string | null {
  const local = formatLocalTime(start, zone, end === undefined ? {} : { end });
  return local ? `Helyi idő: ${local}` : null;
}

/**
 * What to report for a user in this browser: the zone (null for Budapest), or undefined when the
 * server already holds it or the browser's zone is unknown.
 */
export function timeZoneToReport(
  user: Readonly<Record<string, unknown>>,
  zone: string | null,
): string | null | undefined {
  if (!zone) return undefined;
  const wanted = zone === TIME_ZONE ? null : zone;
  const held = typeof user.timeZone === 'string' ? user.timeZone : null;
  return wanted === held ? undefined : wanted;
}

let syncing = false;
/** The reports already tried (user and zone): each is sent at most once per page load, even if it fails. */
const tried = new Set<string>();

function report(user: SessionUser | null) {
  if (!user) return;
  const zone = timeZoneToReport(user, browserTimeZone());
  if (zone === undefined) return;
  const key = `${user.id}|${zone ?? ''}`;
  if (tried.has(key)) return;
  tried.add(key);
  // Loaded when a report is due: the definitions (and zod) stay out of the entry every page downloads.
  import('@common/api/users')
    .then(({ usersApi }) => call(usersApi.timeZone, { body: { timeZone: zone } }, { silent: true }))
    .then((body) => {
      const { user: current, setUser } = useAuthStore.getState();
      // Only the time zone is taken over: the rest of the session user stays as it is now.
      if (body?.user && current?.id === body.user.id) setUser({ ...current, timeZone: body.user.timeZone });
    })
    .catch(() => {
      // Best effort: the pages show the local time from the browser anyway; the mails then stay Budapest-only.
    });
}

/** Reports the browser's zone whenever a (new) session user arrives: login, session restore. Idempotent. */
export function startTimeZoneSync() {
  if (syncing || typeof window === 'undefined') return;
  syncing = true;
  useAuthStore.subscribe((state, previous) => {
    if (state.user !== previous.user) report(state.user);
  });
  report(useAuthStore.getState().user);
}
