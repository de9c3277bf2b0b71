import { describe, expect, it } from 'vitest';
import { cancelRuleText, insideDeadlineWarning, startsInsideDeadline } from './cancel-rule';

describe('cancellation rule text', () => {
  it('names the hours before the start, or says until the start', () => {
    expect(cancelRuleText(24)).toBe('Lemondás és áthelyezés: legkésőbb 24 órával a kezdés előtt.');
    expect(cancelRuleText(1)).toBe('Lemondás és áthelyezés: legkésőbb 1 órával a kezdés előtt.');
    expect(cancelRuleText(0)).toBe('Lemondás és áthelyezés: a kezdésig bármikor.');
  });

  it('knows a start inside the deadline, which the asker could not cancel once booked', () => {
    const now = Date.parse('2026-11-22T01:25:00Z');
    // 02:30 the next night is 25 hours ahead; 02:30 tonight only 65 minutes.
    expect(startsInsideDeadline('2026-11-23T01:30:00Z', 24, now)).toBe(false);
    expect(startsInsideDeadline('2026-11-22T01:30:00Z', 24, now)).toBe(true);
    // Exactly at the deadline it has passed (the server refuses from `start − deadline` on).
    expect(startsInsideDeadline('2026-11-23T01:25:00Z', 24, now)).toBe(true);
    expect(startsInsideDeadline('2026-11-22T01:30:00Z', 0, now)).toBe(false);
    expect(insideDeadlineWarning(24)).toBe(
      'Figyelem: a kezdésig már kevesebb mint 24 óra van, ezért ha most lefoglalja, ezt az időpontot már nem mondhatja le, és új időpontot sem kérhet helyette.',
    );
  });
});
