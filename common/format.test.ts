import { describe, expect, it } from 'vitest';
import { budapestParts, zonePartsFormat } from './budapest-clock';
import {
  formatDate,
  formatDateTime,
  formatDateUntil,
  formatMonthDayOf,
  formatNumber,
  formatPrice,
  formatRating,
  formatTime,
} from './format';

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

  it('formats numbers the Hungarian way', () => {
    expect(formatRating(4.5)).toBe('4,5');
    expect(formatRating(4)).toBe('4');
    expect(formatRating(4.26)).toBe('4,3');
    expect(formatNumber(12345).replace(/\s/g, ' ')).toBe('12 345');
  });

  it('writes prices in forints', () => {
    expect(formatPrice(12000).replace(/\s/g, ' ')).toBe('12 000 Ft');
  });
});

describe('the Intl-free formatting agrees with Intl', () => {
  const HOUR_MS = 3_600_000;
  const intlParts = zonePartsFormat('Europe/Budapest') as Intl.DateTimeFormat;
  const intlDate = new Intl.DateTimeFormat('hu-HU', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Europe/Budapest',
  });
  const intlTime = new Intl.DateTimeFormat('hu-HU', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Budapest',
  });

  it('knows Budapest’s offset at every hour around each summer-time switch, 1996–2099 and beyond', () => {
    for (let year = 1990; year <= 2105; year += 1) {
      // The last week of March and of October, hour by hour, and one moment a month otherwise.
      const moments: number[] = [];
      for (const month of [2, 9]) {
        const from = Date.UTC(year, month, 24);
        for (let t = from; t < from + 9 * 24 * HOUR_MS; t += HOUR_MS) moments.push(t, t + 59 * 60_000);
      }
      for (let month = 0; month < 12; month += 1) moments.push(Date.UTC(year, month, 15, 11, 7, 30));
      for (const t of moments) {
        const expected = Object.fromEntries(
          intlParts
            .formatToParts(t)
            .filter((part) => part.type !== 'literal')
            .map((part) => [part.type, Number(part.value) % (part.type === 'hour' ? 24 : 10_000)]),
        );
        expect(budapestParts(new Date(t)), new Date(t).toISOString()).toEqual(expected);
      }
    }
  });

  it('writes dates, month days and times as Intl does', () => {
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2029, 0, 1); t += 7 * HOUR_MS + 13 * 60_000) {
      expect(formatDate(new Date(t))).toBe(intlDate.format(t));
      expect(formatTime(new Date(t))).toBe(intlTime.format(t));
    }
    expect(formatMonthDayOf('2026-03-01T10:00:00Z')).toBe('március 1.');
  });

  it('writes counts, decimals and prices as Intl does (grouping from five digits, decimal comma, half away from zero)', () => {
    const values = [
      0, -0, 1, 5, 999, 1000, 9999, 10_000, 12_000, 99_999, 123_456, 1_234_567, 987_654_321, -500, -12_000,
    ];
    // A fixed pseudo-random spread of magnitudes and decimals (the same every run).
    let seed = 12_345;
    for (let i = 0; i < 2000; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      values.push(Math.round((seed / 2 ** 31) * 10 ** (1 + (i % 9))) / 10 ** (i % 4));
    }
    values.push(4.55, 4.45, 0.05, 0.95, 9.95, 99_999.95, 2.5, 1.25, 3.75, 1e21, 1e-7);
    for (const digits of [
      [0, 0],
      [1, 0],
      [1, 1],
      [2, 0],
    ] as const) {
      const intl = new Intl.NumberFormat('hu-HU', {
        maximumFractionDigits: digits[0],
        minimumFractionDigits: digits[1],
      });
      for (const value of values)
        expect(formatNumber(value, ...digits), `${value} ${digits}`).toBe(intl.format(value));
    }
    const price = new Intl.NumberFormat('hu-HU', {
      style: 'currency',
      currency: 'HUF',
      maximumFractionDigits: 0,
    });
    for (const value of [0, 990, 1000, 12_000, 12_000.5, 150_000, -2500])
      expect(formatPrice(value)).toBe(price.format(value));
  });
});
