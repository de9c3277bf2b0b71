import { describe, expect, it } from 'vitest';
import { askerPlan, daysUntil, extendedExpiry, shortenedExpiry } from './subscription';

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

describe('extending and shortening a subscription', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('extends from the later of now and the current expiry', () => {
    expect(extendedExpiry('2026-12-01T12:00:00Z', now, 30).toISOString()).toBe('2026-12-31T12:00:00.000Z');
    expect(extendedExpiry(new Date('2026-11-01T00:00:00Z'), now, 30).toISOString()).toBe(
      '2026-12-22T12:00:00.000Z',
    );
    expect(extendedExpiry(null, now, 1).toISOString()).toBe('2026-11-23T12:00:00.000Z');
  });
  it('shortens from the current expiry but never before now, and only a running subscription', () => {
    expect(shortenedExpiry('2026-12-22T12:00:00Z', now, 10)?.toISOString()).toBe('2026-12-12T12:00:00.000Z');
    expect(shortenedExpiry('2026-11-25T12:00:00Z', now, 10)?.toISOString()).toBe(now.toISOString());
    expect(shortenedExpiry('2026-11-01T00:00:00Z', now, 1)).toBeNull();
    expect(shortenedExpiry(null, now, 1)).toBeNull();
  });
});

describe("an asker's plan as the screens name it", () => {
  it('tells a newcomer (no expiry at all) from an expired subscriber', () => {
    expect(askerPlan('expired', null)).toBe('none');
    expect(askerPlan('expired', '2026-11-01T00:00:00Z')).toBe('expired');
    expect(askerPlan('active', '2026-12-01T00:00:00Z')).toBe('active');
  });
});
