/**
 * The adviser's cancellation and time-change rule as the asker reads it before booking
 * (`cancelDeadlineHours` of the public adviser; 0: until the start).
 */
export function cancelRuleText(cancelDeadlineHours: number): string {
  return cancelDeadlineHours > 0
    ? `Lemondás és áthelyezés: legkésőbb ${cancelDeadlineHours} órával a kezdés előtt.`
    : 'Lemondás és áthelyezés: a kezdésig bármikor.';
}

/** The chosen start is already inside the deadline: once booked, the asker can neither cancel nor move it. */
export function startsInsideDeadline(
  startTime: string,
  cancelDeadlineHours: number,
  now: number = Date.now(),
): boolean {
  return cancelDeadlineHours > 0 && Date.parse(startTime) - cancelDeadlineHours * 3_600_000 <= now;
}

/** The warning before booking a time inside the deadline (shown beside the rule and in the confirmation). */
export function insideDeadlineWarning(cancelDeadlineHours: number): string {
  return `Figyelem: a kezdésig már kevesebb mint ${cancelDeadlineHours} óra van, ezért ha most lefoglalja, ezt az időpontot már nem mondhatja le, és új időpontot sem kérhet helyette.`;
}
