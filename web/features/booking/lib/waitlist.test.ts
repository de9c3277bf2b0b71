import { waitlistEntry as entry } from '@web/lib/test-fixtures';
import { describe, expect, it } from 'vitest';
import { findWaitlistEntry, waitlistEntryText, waitlistUntil } from './waitlist';

describe('the waitlist of the booking page', () => {
  it('asks until the Sunday of the shown week', () => {
    expect(waitlistUntil('2026-11-16')).toBe('2026-11-22');
    // Across the end of the year and the DST changes the date keys stay calendar days.
    expect(waitlistUntil('2026-12-28')).toBe('2027-01-03');
    expect(waitlistUntil('2026-03-23')).toBe('2026-03-29');
    expect(waitlistUntil('2026-10-19')).toBe('2026-10-25');
  });

  it('finds the entry of this adviser and type only', () => {
    const entries = [
      entry({ id: 'other-type', consultationType: { id: 't2', name: 'Adó' } }),
      entry({ id: 'other-adviser', expert: { id: 'a2', name: 'Nagy Béla' } }),
      entry({ id: 'this' }),
    ];
    expect(findWaitlistEntry(entries, 'a1', 't1')?.id).toBe('this');
    expect(findWaitlistEntry(entries, 'a3', 't1')).toBeUndefined();
    expect(findWaitlistEntry(entries, 'a1', null)).toBeUndefined();
    expect(findWaitlistEntry(undefined, 'a1', 't1')).toBeUndefined();
  });

  it('says what the entry means', () => {
    expect(waitlistEntryText(entry())).toBe(
      'Feliratkozott: értesítjük e-mailben, ha 2026. november 22-ig felszabadul egy időpont.',
    );
    expect(
      waitlistEntryText(entry({ status: 'notified', offeredStartTime: '2026-11-20T08:00:00.000Z' })),
    ).toBe(
      'Értesítettük e-mailben: felszabadult egy időpont (2026. november 20. 09:00). Ha még szabad, most lefoglalhatja.',
    );
  });
});
