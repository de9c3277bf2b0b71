import type { Appointment } from '@common/api/appointments';
import { describe, expect, it } from 'vitest';
import { isUpcoming } from './appointment-status';

const appointment = (id: string, startTime: string, status: Appointment['status'] = 'completed') =>
  ({
    id,
    startTime,
    endTime: new Date(Date.parse(startTime) + 60 * 60_000).toISOString(),
    status,
  }) as Appointment;

describe('a no-show is a past consultation', () => {
  it('even before its end (marked once it started)', () => {
    const missed = appointment('c', '2026-10-10T10:00:00.000Z', 'no_show');
    const during = Date.parse('2026-10-10T10:30:00.000Z');
    expect(isUpcoming(missed, during)).toBe(false);
    expect(isUpcoming({ ...missed, status: 'confirmed' }, during)).toBe(true);
  });
});
