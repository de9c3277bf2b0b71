import { waitlistEntry as entry } from '@web/lib/test-fixtures';
import { describe, expect, it } from 'vitest';
import { findWaitlistEntry, waitlistEntryText, waitlistUntil } from './waitlist';

describe('the waitlist of the booking page', () => {
  const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '17:00' }));
  const everyDay = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '08:00', end: '20:00' }));

  it('asks until the last day of the shown week the adviser works', () => {
    // Seen from before the week (Budapest, winter): the whole week is ahead.
    const before = new Date('2026-11-10T10:00:00Z');
    expect(waitlistUntil('2026-11-16', weekdays, before)).toBe('2026-11-20');
    expect(waitlistUntil('2026-11-16', everyDay, before)).toBe('2026-11-22');
    expect(waitlistUntil('2026-11-16', [{ day: 2, start: '10:00', end: '11:00' }], before)).toBe(
      '2026-11-17',
    );
    // Across the end of the year and the DST changes the date keys stay calendar days.
    const newYear = new Date('2026-01-01T10:00:00Z');
    expect(waitlistUntil('2026-12-28', everyDay, newYear)).toBe('2027-01-03');
    expect(waitlistUntil('2026-03-23', everyDay, newYear)).toBe('2026-03-29');
    expect(waitlistUntil('2026-10-19', everyDay, newYear)).toBe('2026-10-25');
  });

  it('offers nothing on the days that are left when the adviser works on none of them', () => {
    // Sunday noon in Budapest: a weekday adviser's week is over.
    const sunday = new Date('2026-11-22T11:00:00Z');
    expect(waitlistUntil('2026-11-16', weekdays, sunday)).toBeNull();
    expect(waitlistUntil('2026-11-16', [], new Date('2026-11-10T10:00:00Z'))).toBeNull();
    // Friday: today counts only while its hours last (16:59 and 17:00 Budapest time).
    expect(waitlistUntil('2026-11-16', weekdays, new Date('2026-11-20T15:59:00Z'))).toBe('2026-11-20');
    expect(waitlistUntil('2026-11-16', weekdays, new Date('2026-11-20T16:00:00Z'))).toBeNull();
    // Past days of the week do not count, later weeks are whole.
    expect(waitlistUntil('2026-11-16', [{ day: 1, start: '09:00', end: '17:00' }], sunday)).toBeNull();
    expect(waitlistUntil('2026-11-23', weekdays, sunday)).toBe('2026-11-27');
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
