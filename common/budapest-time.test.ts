import { describe, expect, it } from 'vitest';
import { budapestLocalToIso, budapestOffsetMinutes, isoToBudapestLocal } from './budapest-time';

describe('Budapest wall-clock time', () => {
  it('knows the offset on both sides of DST', () => {
    expect(budapestOffsetMinutes(new Date('2026-11-23T08:00:00Z'))).toBe(60);
    expect(budapestOffsetMinutes(new Date('2026-07-01T08:00:00Z'))).toBe(120);
  });

  it('turns a datetime-local value into ISO with the right offset, and back', () => {
    expect(budapestLocalToIso('2026-11-23T09:00')).toBe('2026-11-23T09:00:00+01:00');
    expect(budapestLocalToIso('2026-03-29T14:30')).toBe('2026-03-29T14:30:00+02:00');
    expect(budapestLocalToIso('2026-02-30T09:00')).toBeNull();
    expect(budapestLocalToIso('holnap')).toBeNull();
    expect(isoToBudapestLocal('2026-10-25T08:00:00Z')).toBe('2026-10-25T09:00');
  });
});
