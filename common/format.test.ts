import { describe, expect, it } from 'vitest';
import { budapestParts, zonePartsFormat } from './budapest-clock';
import { formatWeekdayDate, formatWeekdayMonthDay } from './budapest-time';
import {
  formatDate,
  formatDateTime,
  formatDateUntil,
  formatMonthDayOf,
  formatNumber,
  formatPrice,
  formatRating,
  formatTime,
  roundRating,
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
    expect(formatRating(4.26)).toBe('4,3');
    expect(formatNumber(12345).replace(/\s/g, ' ')).toBe('12 345');
  });

  it('writes prices in forints', () => {
    expect(formatPrice(12000).replace(/\s/g, ' ')).toBe('12 000 Ft');
  });
});

describe('one date and number style (issue 36)', () => {
  it('writes a date with time, a date and a time the one way, in Budapest time', () => {
    expect(formatDateTime('2026-12-01T08:00:00Z')).toBe('2026. december 1. 09:00');
    expect(formatDate('2026-12-01T08:00:00Z')).toBe('2026. december 1.');
    expect(formatTime('2026-12-01T08:00:00Z')).toBe('09:00');
    // Midnight is 00:00 of the next Budapest day, at the turn of the year too.
    expect(formatDateTime('2026-12-31T23:00:00Z')).toBe('2027. január 1. 00:00');
    expect(formatDateTime('2026-06-30T22:30:00Z')).toBe('2026. július 1. 00:30');
  });

  it('follows the clock changes: no 02:xx on the spring day, 02:xx twice on the autumn day', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST.
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('2026. március 29. 01:59');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('2026. március 29. 03:00');
    // 25 October 2026: 03:00 CEST becomes 02:00 CET, so 02:30 comes twice, an hour apart.
    expect(formatDateTime('2026-10-25T00:30:00Z')).toBe('2026. október 25. 02:30');
    expect(formatDateTime('2026-10-25T00:59:00Z')).toBe('2026. október 25. 02:59');
    expect(formatDateTime('2026-10-25T01:00:00Z')).toBe('2026. október 25. 02:00');
    expect(formatDateTime('2026-10-25T01:30:00Z')).toBe('2026. október 25. 02:30');
    // The evening before and after: 22:00 UTC is midnight in summer, 23:00 in winter.
    expect(formatDateTime('2026-10-24T22:00:00Z')).toBe('2026. október 25. 00:00');
    expect(formatDateTime('2026-10-25T22:00:00Z')).toBe('2026. október 25. 23:00');
  });

  it('names the weekday before the date', () => {
    expect(formatWeekdayDate('2026-11-23')).toBe('Hétfő, 2026. november 23.');
    expect(formatWeekdayMonthDay('2026-03-29')).toBe('Vasárnap, március 29.');
  });

  it('writes an average rating with one decimal and a comma, and fills the stars to the same value', () => {
    expect(formatRating(4.4)).toBe('4,4');
    expect(formatRating(4)).toBe('4,0');
    expect(formatRating(5)).toBe('5,0');
    expect(formatRating(4.45)).toBe('4,5');
    expect(formatRating(4.44)).toBe('4,4');
    expect(roundRating(4.4)).toBe(4.4);
    expect(roundRating(4.45)).toBe(4.5);
    expect(roundRating(4.25)).toBe(4.3);
    // Every average the API can send (two decimals): the stars' value is the number written.
    for (let x100 = 100; x100 <= 500; x100 += 1) {
      const rating = x100 / 100;
      expect(formatRating(rating), String(rating)).toBe(formatNumber(roundRating(rating), 1, 1));
      expect(Math.abs(roundRating(rating) - rating), String(rating)).toBeLessThanOrEqual(0.05 + 1e-9);
    }
  });

  it('writes other decimals with a comma', () => {
    expect(formatNumber(4.4, 1)).toBe('4,4');
    expect(formatNumber(2, 1, 1)).toBe('2,0');
    expect(formatNumber(0.25, 1)).toBe('0,3');
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
