const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until the expiration, rounded up and never below 0 (SPEC.md §3, §9). */
export function daysUntil(expiration: Date | string | null | undefined, now: Date = new Date()): number {
  if (!expiration) return 0;
  return Math.max(0, Math.ceil((new Date(expiration).getTime() - now.getTime()) / DAY_MS));
}

/**
 * The expiry after adding whole days: counted from the later of now and the current expiry, so a
 * renewal before the end loses nothing and one after it starts today. One rule for purchases, the demo
 * extension and the admin's extension, and for the screens that preview them.
 */
export function extendedExpiry(current: Date | string | null, now: Date, days: number): Date {
  const currentMs = current ? new Date(current).getTime() : 0;
  return new Date(Math.max(now.getTime(), currentMs) + days * DAY_MS);
}

/**
 * The expiry after the admin shortens a subscription by `days` (> 0): counted back from the current
 * expiry, never before now (it then ends at once). Null when there is no running subscription.
 */
export function shortenedExpiry(current: Date | string | null, now: Date, days: number): Date | null {
  if (!current || new Date(current) <= now) return null;
  return new Date(Math.max(now.getTime(), new Date(current).getTime() - days * DAY_MS));
}

/**
 * An asker's subscription as the screens name it: `none` for one who has never had any (no expiry at
 * all: every purchase, extension and admin change sets one), else active or expired. The API's status
 * stays `active` | `expired` (SPEC.md §3); only the wording tells a newcomer from a lapsed subscriber.
 */
export type AskerPlan = 'none' | 'active' | 'expired';

export function askerPlan(
  status: 'active' | 'expired',
  expirationDate: Date | string | null | undefined,
): AskerPlan {
  if (!expirationDate) return 'none';
  return status === 'active' ? 'active' : 'expired';
}

export const ASKER_PLAN_LABELS: Record<AskerPlan, string> = {
  none: 'Nincs előfizetés',
  active: 'Aktív',
  expired: 'Lejárt',
};

/** What a new asker reads on the overview and on the subscription page alike. */
export const NO_SUBSCRIPTION_YET =
  'Még nincs előfizetése. Időpontot aktív előfizetéssel foglalhat: válasszon egy előfizetési csomagot.';
