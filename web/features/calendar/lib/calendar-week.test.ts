import { addDays, budapestDateKey, formatWeekLabel, mondayOf, weekDays } from '@common/budapest-time';
import { describe, expect, it } from 'vitest';
import { formatDayHeading, formatDayLabel, formatShortDate, weekRange } from './calendar-week';

describe('calendar weeks (Europe/Budapest)', () => {
  it('finds the Monday of any day, Sunday included', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('reads the Budapest date of a moment, not the UTC one', () => {
    expect(budapestDateKey('2026-11-22T23:30:00Z')).toBe('2026-11-23');
    expect(budapestDateKey('2026-07-05T22:30:00Z')).toBe('2026-07-06');
  });

  it('asks for Monday 00:00 to the next Monday 00:00 with the offsets of those dates', () => {
    expect(weekRange('2026-11-23')).toEqual({
      startDate: '2026-11-23T00:00:00+01:00',
      endDate: '2026-11-30T00:00:00+01:00',
    });
    // The week of the autumn DST change: summer time on Monday, winter time a week later (169 hours).
    const autumn = weekRange('2026-10-19');
    expect(autumn).toEqual({ startDate: '2026-10-19T00:00:00+02:00', endDate: '2026-10-26T00:00:00+01:00' });
    expect(Date.parse(autumn.endDate) - Date.parse(autumn.startDate)).toBe(169 * 3_600_000);
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  });

  it('labels weeks and days in Hungarian', () => {
    expect(formatWeekLabel('2026-11-23')).toBe('2026. november 23. – november 29.');
    expect(formatWeekLabel('2026-12-28')).toBe('2026. december 28. – 2027. január 3.');
    expect(formatDayLabel('2026-11-25')).toBe('Szerda, 2026. november 25.');
    expect(formatDayHeading('2026-11-29')).toBe('Vasárnap, november 29.');
    expect(formatShortDate('2026-11-23')).toBe('november 23.');
  });
});
