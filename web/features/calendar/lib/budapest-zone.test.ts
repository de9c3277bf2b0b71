import { describe, expect, it } from 'vitest';
import { budapestOffsetForArray, budapestTimestampToArray } from './budapest-zone';

describe('Europe/Budapest for FullCalendar', () => {
  it('turns moments into Budapest wall-clock arrays (month 0-based)', () => {
    expect(budapestTimestampToArray(Date.parse('2026-11-23T08:00:00.250Z'))).toEqual([
      2026, 10, 23, 9, 0, 0, 250,
    ]);
    expect(budapestTimestampToArray(Date.parse('2026-07-05T22:30:00Z'))).toEqual([2026, 6, 6, 0, 30, 0, 0]);
  });

  it('gives the offset of a wall-clock time in winter and in summer', () => {
    expect(budapestOffsetForArray([2026, 10, 23, 9, 0, 0, 0])).toBe(60);
    expect(budapestOffsetForArray([2026, 6, 6, 0, 30, 0, 0])).toBe(120);
  });

  it('is right on both sides of the DST changes', () => {
    // Spring: 2026-03-29 02:00 becomes 03:00.
    expect(budapestOffsetForArray([2026, 2, 29, 1, 59, 0, 0])).toBe(60);
    expect(budapestOffsetForArray([2026, 2, 29, 3, 0, 0, 0])).toBe(120);
    // Autumn: 2026-10-25 03:00 becomes 02:00.
    expect(budapestOffsetForArray([2026, 9, 25, 1, 30, 0, 0])).toBe(120);
    expect(budapestOffsetForArray([2026, 9, 25, 3, 30, 0, 0])).toBe(60);
  });

  it('round-trips: array -> offset -> the same moment', () => {
    for (const iso of [
      '2026-03-29T00:59:00Z',
      '2026-03-29T01:00:00Z',
      '2026-10-25T01:00:00Z',
      '2026-12-31T23:00:00Z',
    ]) {
      const ms = Date.parse(iso);
      const parts = budapestTimestampToArray(ms);
      const [y = 0, mo = 0, d = 1, h = 0, mi = 0, s = 0, mls = 0] = parts;
      const back = Date.UTC(y, mo, d, h, mi, s, mls) - budapestOffsetForArray(parts) * 60_000;
      expect(new Date(back).toISOString()).toBe(new Date(ms).toISOString());
    }
  });
});
