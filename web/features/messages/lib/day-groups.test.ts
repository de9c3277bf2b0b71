import { describe, expect, it } from 'vitest';
import { budapestDayKey, dayLabel, groupByDay, shortWhen } from './day-groups';

const now = new Date('2026-03-31T10:00:00Z'); // Tuesday, 12:00 in Budapest (summer time since 29 March)

describe('budapestDayKey', () => {
  it('uses the Budapest calendar day, not UTC', () => {
    expect(budapestDayKey('2026-03-30T22:30:00Z')).toBe('2026-03-31'); // 00:30 in Budapest
    expect(budapestDayKey('2026-01-15T22:59:00Z')).toBe('2026-01-15'); // 23:59 in winter
    expect(budapestDayKey('2026-01-15T23:00:00Z')).toBe('2026-01-16');
  });
});

describe('dayLabel', () => {
  it.each([
    ['2026-03-31', 'Ma'],
    ['2026-03-30', 'Tegnap'],
    ['2026-03-29', 'Vasárnap, március 29.'],
    ['2025-12-31', 'Szerda, 2025. december 31.'],
  ])('says Ma and Tegnap, then the Hungarian date with the weekday (%s)', (day, label) => {
    expect(dayLabel(day, now)).toBe(label);
  });

  it('knows yesterday across a month and a year boundary', () => {
    expect(dayLabel('2025-12-31', new Date('2026-01-01T08:00:00Z'))).toBe('Tegnap');
    expect(dayLabel('2026-02-28', new Date('2026-03-01T08:00:00Z'))).toBe('Tegnap');
  });
});

describe('shortWhen', () => {
  it.each([
    ['2026-03-31T07:05:00Z', '09:05'],
    ['2026-03-30T07:05:00Z', 'Tegnap'],
    ['2026-03-02T07:05:00Z', 'március 2.'],
    ['2025-12-02T07:05:00Z', '2025. december 2.'],
  ])('gives the time today, Tegnap, then a short date (%s)', (at, text) => {
    expect(shortWhen(at, now)).toBe(text);
  });
});

describe('groupByDay', () => {
  it('cuts an ordered thread into days, keeping the order', () => {
    const items = [
      { id: 'a', createdAt: '2026-03-29T20:00:00Z' },
      { id: 'b', createdAt: '2026-03-29T21:59:00Z' }, // 23:59 in Budapest
      { id: 'c', createdAt: '2026-03-29T22:00:00Z' }, // 00:00 on the 30th
      { id: 'd', createdAt: '2026-03-31T09:00:00Z' },
    ];
    expect(groupByDay(items, now).map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Vasárnap, március 29.', ['a', 'b']],
      ['Tegnap', ['c']],
      ['Ma', ['d']],
    ]);
    expect(groupByDay([], now)).toEqual([]);
  });
});
