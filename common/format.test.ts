import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPrice, formatTime } from './format';

describe('Hungarian formatting', () => {
  it('writes dates the Hungarian way in Budapest time', () => {
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('2026. november 22.');
    // 23:30 UTC on the 21st is already the 22nd in Budapest (UTC+1 in winter).
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('2026. november 22.');
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
