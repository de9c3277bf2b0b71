const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until the expiration, rounded up and never below 0 (SPEC.md §3, §9). */
export function daysUntil(expiration: Date | string | null | undefined, now: Date = new Date()): number {
  if (!expiration) return 0;
  return Math.max(0, Math.ceil((new Date(expiration).getTime() - now.getTime()) / DAY_MS));
}
