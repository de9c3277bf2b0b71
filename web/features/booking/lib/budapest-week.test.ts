import {
  addDays,
  budapestDateKey,
  budapestMidnightIso,
  budapestOffsetMinutes,
  currentWeekStart,
  formatWeekLabel,
  isDateKey,
  isoWeekday,
  weekDays,
} from '@common/budapest-time';
import { describe, expect, it } from 'vitest';
import {
  formatSlotRange,
  groupSlotsByDay,
  openingWeek,
  parseWeekParam,
  slotButtonLabel,
  weekRange,
} from './budapest-week';

describe('Budapest calendar weeks', () => {
  it('knows the winter and summer offsets', () => {
    expect(budapestOffsetMinutes(new Date('2026-11-23T12:00:00Z'))).toBe(60);
    expect(budapestOffsetMinutes(new Date('2026-07-06T12:00:00Z'))).toBe(120);
  });

  it('reads the Budapest date of a moment, not the UTC one', () => {
    expect(budapestDateKey('2026-11-22T23:30:00Z')).toBe('2026-11-23');
    expect(budapestDateKey('2026-07-05T22:30:00Z')).toBe('2026-07-06');
    expect(budapestDateKey('2026-07-05T21:30:00Z')).toBe('2026-07-05');
  });

  it('starts the week on Monday', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    // Sunday evening in Budapest still belongs to the week that began on Monday the 16th.
    expect(currentWeekStart(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-16');
    expect(currentWeekStart(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(weekDays('2026-11-23')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('sends local midnights with the right offset, also across DST changes', () => {
    expect(weekRange('2026-11-23')).toEqual({
      from: '2026-11-23T00:00:00+01:00',
      to: '2026-11-30T00:00:00+01:00',
    });
    // Summer time starts on Sunday 29 March 2026, and ends on Sunday 25 October 2026.
    expect(weekRange('2026-03-23')).toEqual({
      from: '2026-03-23T00:00:00+01:00',
      to: '2026-03-30T00:00:00+02:00',
    });
    expect(weekRange('2026-10-19')).toEqual({
      from: '2026-10-19T00:00:00+02:00',
      to: '2026-10-26T00:00:00+01:00',
    });
    expect(budapestMidnightIso('2026-03-29')).toBe('2026-03-29T00:00:00+01:00');
    expect(budapestMidnightIso('2026-10-25')).toBe('2026-10-25T00:00:00+02:00');
    // A winter week is exactly 7 × 24 hours; the DST weeks are an hour shorter or longer.
    const spring = weekRange('2026-03-23');
    expect(Date.parse(spring.to) - Date.parse(spring.from)).toBe((7 * 24 - 1) * 3_600_000);
  });

  it('does date arithmetic across months and years', () => {
    expect(addDays('2026-12-28', 6)).toBe('2027-01-03');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isDateKey('2026-02-30')).toBe(false);
    expect(isDateKey('2026-11-23')).toBe(true);
  });

  it('labels weeks, slots and time buttons in Hungarian', () => {
    expect(formatWeekLabel('2026-11-23')).toBe('2026. november 23. – november 29.');
    expect(formatWeekLabel('2026-12-28')).toBe('2026. december 28. – 2027. január 3.');
    const slot = { startTime: '2026-11-23T08:00:00.000Z', endTime: '2026-11-23T09:00:00.000Z' };
    expect(formatSlotRange(slot)).toBe('2026. november 23. 09:00–10:00');
    expect(slotButtonLabel(slot)).toBe('Hétfő, november 23., 09:00');
    const summer = { startTime: '2026-07-06T07:00:00.000Z', endTime: '2026-07-06T07:30:00.000Z' };
    expect(formatSlotRange(summer)).toBe('2026. július 6. 09:00–09:30');
  });

  it('groups slots by Budapest day in time order', () => {
    const days = groupSlotsByDay([
      { startTime: '2026-11-24T09:00:00.000Z', endTime: '2026-11-24T10:00:00.000Z' },
      { startTime: '2026-11-23T23:00:00.000Z', endTime: '2026-11-24T00:00:00.000Z' },
      { startTime: '2026-11-23T08:00:00.000Z', endTime: '2026-11-23T09:00:00.000Z' },
    ]);
    expect([...days.keys()]).toEqual(['2026-11-23', '2026-11-24']);
    expect(days.get('2026-11-24')?.map((s) => s.startTime)).toEqual([
      '2026-11-23T23:00:00.000Z',
      '2026-11-24T09:00:00.000Z',
    ]);
  });

  it('accepts only a Monday from this week on as the week parameter', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(parseWeekParam('2026-11-30', now)).toBe('2026-11-30');
    expect(parseWeekParam(null, now)).toBe('2026-11-16');
    expect(parseWeekParam('2026-11-24', now)).toBe('2026-11-16');
    expect(parseWeekParam('2026-11-09', now)).toBe('2026-11-16');
    expect(parseWeekParam('2030-01-07', now)).toBe('2026-11-16');
    expect(parseWeekParam('nem-datum', now)).toBe('2026-11-16');
  });

  it('falls back to the given opening week for a missing or unusable parameter', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(parseWeekParam(null, now, '2026-11-23')).toBe('2026-11-23');
    expect(parseWeekParam('2026-11-09', now, '2026-11-23')).toBe('2026-11-23');
    // An explicit current week stays the current week.
    expect(parseWeekParam('2026-11-16', now, '2026-11-23')).toBe('2026-11-16');
  });

  it('opens on the week of the next free slot', () => {
    // Sunday noon in Budapest; the next free slot is Monday 09:00: next week.
    const sunday = new Date('2026-11-22T11:00:00Z');
    expect(openingWeek('2026-11-23T08:00:00.000Z', sunday)).toBe('2026-11-23');
    // Sunday 23:30 UTC is already Monday in Budapest: the week of the slot, not of its UTC date.
    expect(openingWeek('2026-11-22T23:30:00.000Z', sunday)).toBe('2026-11-23');
    expect(openingWeek('2026-11-22T15:00:00.000Z', sunday)).toBe('2026-11-16');
    expect(openingWeek('2026-12-30T08:00:00.000Z', sunday)).toBe('2026-12-28');
    // None, a stale one in the past, or one beyond the weeks shown: the current week.
    expect(openingWeek(null, sunday)).toBe('2026-11-16');
    expect(openingWeek('2026-11-02T08:00:00.000Z', sunday)).toBe('2026-11-16');
    expect(openingWeek('2028-01-03T08:00:00.000Z', sunday)).toBe('2026-11-16');
  });
});
