import { waitlistEntry as entry } from '@web/lib/test-fixtures';
import { describe, expect, it } from 'vitest';
import { sortWaitlist, waitlistBookingPath, waitlistStatusText } from './waitlist';

describe('the asker’s waitlist', () => {
  it('says whether it waits or was told, with the offered time in Budapest', () => {
    expect(waitlistStatusText(entry())).toBe('Várakozik');
    expect(
      waitlistStatusText(entry({ status: 'notified', offeredStartTime: '2026-11-20T08:00:00.000Z' })),
    ).toBe('Értesítve: 2026. november 20. 09:00');
    expect(waitlistStatusText(entry({ status: 'notified' }))).toBe('Értesítve');
  });

  it('links to the booking page with the type and the week of the offered time', () => {
    expect(waitlistBookingPath(entry())).toBe('/kerdezo/foglalas/a1?tipus=t1');
    // Sunday 23:30 in Budapest is still the week of Monday the 16th.
    expect(
      waitlistBookingPath(entry({ status: 'notified', offeredStartTime: '2026-11-22T22:30:00.000Z' })),
    ).toBe('/kerdezo/foglalas/a1?tipus=t1&het=2026-11-16');
  });

  it('lists the told entries first, then by day', () => {
    const sorted = sortWaitlist([
      entry({ id: 'late', until: '2026-12-06' }),
      entry({ id: 'soon', until: '2026-11-22' }),
      entry({ id: 'told', until: '2026-12-13', status: 'notified' }),
    ]);
    expect(sorted.map((e) => e.id)).toEqual(['told', 'soon', 'late']);
  });
});
