import { describe, expect, it } from 'vitest';
import {
  formatDateTimeWithLocal,
  formatLocalTime,
  formatRangeWithLocal,
  formatTimeWithLocal,
  localTimeDifferenceText,
  showsLocalTime,
  timeZoneCity,
  timeZoneOffsetMinutes,
} from './format';

describe('the viewer’s own time beside Budapest time', () => {
  it('names the city of a zone', () => {
    expect(timeZoneCity('Europe/London')).toBe('London');
    expect(timeZoneCity('America/New_York')).toBe('New York');
    expect(timeZoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(timeZoneCity('UTC')).toBe('UTC');
  });

  it('adds nothing for no zone, Budapest, an unknown zone or a zone keeping Budapest’s clock', () => {
    const at = '2026-11-22T13:00:00Z';
    expect(formatTimeWithLocal(at, null)).toBe('14:00');
    expect(formatTimeWithLocal(at, undefined)).toBe('14:00');
    expect(formatTimeWithLocal(at, 'Europe/Budapest')).toBe('14:00');
    expect(formatTimeWithLocal(at, 'Nincs/Ilyen')).toBe('14:00');
    expect(formatTimeWithLocal(at, 'Europe/Vienna')).toBe('14:00');
    expect(showsLocalTime(at, 'Europe/Vienna')).toBe(false);
    expect(formatLocalTime(at, 'Europe/Vienna')).toBeNull();
    // Lagos keeps UTC+1 all year: Budapest's clock in winter, an hour behind it in summer.
    expect(formatTimeWithLocal(at, 'Africa/Lagos')).toBe('14:00');
    expect(formatTimeWithLocal('2026-07-01T12:00:00Z', 'Africa/Lagos')).toBe(
      '14:00 (budapesti idő) – 13:00 Lagos',
    );
  });

  // London changes its clock with Budapest (the last Sunday of March), New York on other days.
  it.each([
    // Saturday 28 March 2026: Budapest UTC+1, London UTC+0.
    ['Europe/London', '2026-03-28T13:00:00Z', '14:00 (budapesti idő) – 13:00 London'],
    // Sunday 29 March, just before and after 01:00 UTC, when both clocks go forward.
    ['Europe/London', '2026-03-29T00:30:00Z', '01:30 (budapesti idő) – 00:30 London'],
    ['Europe/London', '2026-03-29T01:30:00Z', '03:30 (budapesti idő) – 02:30 London'],
    // Monday 30 March: Budapest UTC+2, London UTC+1.
    ['Europe/London', '2026-03-30T12:00:00Z', '14:00 (budapesti idő) – 13:00 London'],
    // 20 March: New York is already on summer time (since 8 March), Budapest not yet: 5 hours.
    ['America/New_York', '2026-03-20T13:00:00Z', '14:00 (budapesti idő) – 09:00 New York'],
    // 30 March: both on summer time: 6 hours.
    ['America/New_York', '2026-03-30T12:00:00Z', '14:00 (budapesti idő) – 08:00 New York'],
    // The last Sunday of October (25th): Saturday 6 hours, Monday 5 hours (New York changes on 1 November).
    ['America/New_York', '2026-10-24T12:00:00Z', '14:00 (budapesti idő) – 08:00 New York'],
    ['America/New_York', '2026-10-26T13:00:00Z', '14:00 (budapesti idő) – 09:00 New York'],
    ['America/New_York', '2026-11-23T13:00:00Z', '14:00 (budapesti idő) – 08:00 New York'],
  ])('follows the clock changes of %s (%s)', (zone, at, text) => {
    expect(formatTimeWithLocal(at, zone)).toBe(text);
  });

  it('handles a half-hour offset (Kolkata, UTC+5:30, no daylight saving)', () => {
    expect(formatTimeWithLocal('2026-11-22T13:00:00Z', 'Asia/Kolkata')).toBe(
      '14:00 (budapesti idő) – 18:30 Kolkata',
    );
    expect(formatTimeWithLocal('2026-07-01T12:00:00Z', 'Asia/Kolkata')).toBe(
      '14:00 (budapesti idő) – 17:30 Kolkata',
    );
    expect(timeZoneOffsetMinutes('2026-07-01T12:00:00Z', 'Asia/Kolkata')).toBe(330);
    expect(timeZoneOffsetMinutes('2026-07-01T12:00:00Z', 'Europe/Budapest')).toBe(120);
    expect(timeZoneOffsetMinutes('2026-07-01T12:00:00Z', 'Nincs/Ilyen')).toBeNull();
  });

  it('adds the local month and day, written out, when the local day is not the Budapest day', () => {
    // 02:00 on 24 November in Budapest is 20:00 on the 23rd in New York.
    expect(formatTimeWithLocal('2026-11-24T01:00:00Z', 'America/New_York')).toBe(
      '02:00 (budapesti idő) – november 23. 20:00 New York',
    );
    // 23:30 on 23 November in Budapest is 07:30 on the 24th in Tokyo.
    expect(formatTimeWithLocal('2026-11-23T22:30:00Z', 'Asia/Tokyo')).toBe(
      '23:30 (budapesti idő) – november 24. 07:30 Tokyo',
    );
    // The same date as Budapest's is not repeated.
    expect(formatLocalTime('2026-11-23T22:30:00Z', 'America/New_York')).toBe('17:30 New York');
    expect(
      formatLocalTime('2026-11-24T01:00:00Z', 'America/New_York', {
        end: '2026-11-24T02:00:00Z',
        city: false,
      }),
    ).toBe('november 23. 20:00–21:00');
    // Local midnight is 00:30, not 24:30.
    expect(formatLocalTime('2026-11-23T23:30:00Z', 'Europe/London')).toBe('november 23. 23:30 London');
    expect(formatLocalTime('2026-11-23T22:30:00Z', 'Europe/Moscow')).toBe('november 24. 01:30 Moscow');
    expect(formatLocalTime('2026-11-23T21:30:00Z', 'Europe/Moscow')).toBe('november 24. 00:30 Moscow');
  });

  it('writes dates and ranges with the local part', () => {
    expect(formatDateTimeWithLocal('2026-11-23T08:00:00Z', 'Europe/London')).toBe(
      '2026. november 23. 09:00 (budapesti idő) – 08:00 London',
    );
    expect(formatDateTimeWithLocal('2026-11-23T08:00:00Z', null)).toBe('2026. november 23. 09:00');
    expect(formatRangeWithLocal('2026-11-23T08:00:00Z', '2026-11-23T09:00:00Z', 'Europe/London')).toBe(
      '2026. november 23. 09:00–10:00 (budapesti idő) – 08:00–09:00 London',
    );
    expect(formatRangeWithLocal('2026-11-23T08:00:00Z', '2026-11-23T09:00:00Z', 'Europe/Budapest')).toBe(
      '2026. november 23. 09:00–10:00',
    );
  });

  it('says how the viewer’s clock differs over a week, with a clock change inside it', () => {
    const days = (first: number, month: string) =>
      Array.from({ length: 7 }, (_, i) => `2026-${month}-${String(first + i).padStart(2, '0')}T11:00:00Z`);
    expect(localTimeDifferenceText('Europe/London', days(23, '11'))).toBe(
      'az Ön helyi ideje (London) 1 órával kevesebb',
    );
    // The week of the last Sunday of March: London changes with Budapest, New York did already.
    expect(localTimeDifferenceText('Europe/London', days(23, '03'))).toBe(
      'az Ön helyi ideje (London) 1 órával kevesebb',
    );
    expect(localTimeDifferenceText('America/New_York', days(23, '03'))).toBe(
      'az Ön helyi ideje (New York) 5 órával kevesebb, az óraátállítás után 6 órával kevesebb',
    );
    expect(localTimeDifferenceText('Asia/Kolkata', days(23, '11'))).toBe(
      'az Ön helyi ideje (Kolkata) 4 óra 30 perccel több',
    );
    expect(localTimeDifferenceText('Asia/Kolkata', days(19, '10'))).toBe(
      'az Ön helyi ideje (Kolkata) 3 óra 30 perccel több, az óraátállítás után 4 óra 30 perccel több',
    );
    expect(localTimeDifferenceText('Europe/Vienna', days(23, '11'))).toBeNull();
    expect(localTimeDifferenceText('Europe/Budapest', days(23, '11'))).toBeNull();
    expect(localTimeDifferenceText(null, days(23, '11'))).toBeNull();
  });
});
