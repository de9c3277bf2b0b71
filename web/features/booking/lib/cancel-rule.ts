/**
 * The adviser's cancellation and time-change rule as the asker reads it before booking
 * (`cancelDeadlineHours` of the public adviser; 0: until the start).
 */
export function cancelRuleText(cancelDeadlineHours: number): string {
  return cancelDeadlineHours > 0
    ? `Lemondás és áthelyezés: legkésőbb ${cancelDeadlineHours} órával a kezdés előtt.`
    : 'Lemondás és áthelyezés: a kezdésig bármikor.';
}
