import { listedAppointment as appointment } from '@web/lib/test-fixtures';
import { describe, expect, it } from 'vitest';
import { isUpcoming } from './appointment-status';

describe('a no-show is a past consultation', () => {
  it('even before its end (marked once it started)', () => {
    const missed = appointment('c', '2026-10-10T10:00:00.000Z', 'no_show');
    const during = Date.parse('2026-10-10T10:30:00.000Z');
    expect(isUpcoming(missed, during)).toBe(false);
    expect(isUpcoming({ ...missed, status: 'confirmed' }, during)).toBe(true);
  });
});
