/** The list window of SPEC.md §9: 3 months back to 3 months ahead of `now`. */
export function consultationWindow(now: Date = new Date()): { startDate: string; endDate: string } {
  const start = new Date(now);
  start.setMonth(start.getMonth() - 3);
  const end = new Date(now);
  end.setMonth(end.getMonth() + 3);
  return { startDate: start.toISOString(), endDate: end.toISOString() };
}
