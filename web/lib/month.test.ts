import { monthOf, shiftMonth } from '@common/budapest-time';
import { describe, expect, it } from 'vitest';
import { formatMonth } from './month';

describe('months of the summaries', () => {
  it('is the Budapest month of a moment (its first hour already belongs to the next month)', () => {
    expect(monthOf(new Date('2026-11-30T22:59:59Z'))).toBe('2026-11');
    expect(monthOf(new Date('2026-11-30T23:00:00Z'))).toBe('2026-12');
  });

  it('moves by months over year ends', () => {
    expect(shiftMonth('2026-11', 1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-03', -14)).toBe('2025-01');
  });

  it('is written as the year and the month’s name', () => {
    expect(formatMonth('2026-11')).toBe('2026. november');
    expect(formatMonth('2027-01')).toBe('2027. január');
  });
});
