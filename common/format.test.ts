import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateUntil, formatPrice, formatTime } from './format';

describe('Hungarian formatting', () => {
  it('writes dates the Hungarian way in Budapest time', () => {
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('2026. november 22.');
    // 23:30 UTC on the 21st is already the 22nd in Budapest (UTC+1 in winter).
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('2026. november 22.');
  });

  it('writes a day with "-ig" (until), from a Budapest date key too', () => {
    expect(formatDateUntil('2026-11-22')).toBe('2026. november 22-ig');
    expect(formatDateUntil('2027-01-03')).toBe('2027. január 3-ig');
    expect(formatDateUntil('2026-05-01')).toBe('2026. május 1-ig');
  });

  it('writes times in Budapest time across daylight saving', () => {
    expect(formatTime('2026-07-01T12:00:00Z')).toBe('14:00');
    expect(formatTime('2026-11-22T12:00:00Z')).toBe('13:00');
    expect(formatDateTime('2026-11-22T08:05:00Z')).toBe('2026. november 22. 09:05');
  });

  it('writes prices in forints', () => {
    expect(formatPrice(12000).replace(/\s/g, ' ')).toBe('12 000 Ft');
  });
});
