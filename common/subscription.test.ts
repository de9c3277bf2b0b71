import { describe, expect, it } from 'vitest';
import { daysUntil } from './subscription';

describe('days until expiration', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('rounds a started day up', () => {
    expect(daysUntil('2026-11-22T12:00:01Z', now)).toBe(1);
    expect(daysUntil('2026-11-29T11:00:00Z', now)).toBe(7);
    expect(daysUntil('2026-11-29T12:00:00Z', now)).toBe(7);
  });
  it('is never below zero', () => {
    expect(daysUntil('2026-11-01T00:00:00Z', now)).toBe(0);
    expect(daysUntil(null, now)).toBe(0);
  });
});
