import type { Appointment } from '@common/api/appointments';
import { describe, expect, it } from 'vitest';
import { changeDeadlinePassed } from './appointment-status';

const withDeadline = (changeDeadline: string | null) => ({ changeDeadline }) as Appointment;

describe('the asker’s change deadline', () => {
  const deadline = '2026-11-22T08:00:00.000Z';

  it('has passed from the deadline on', () => {
    expect(changeDeadlinePassed(withDeadline(deadline), Date.parse(deadline) - 1)).toBe(false);
    expect(changeDeadlinePassed(withDeadline(deadline), Date.parse(deadline))).toBe(true);
    expect(changeDeadlinePassed(withDeadline(deadline), Date.parse(deadline) + 60_000)).toBe(true);
  });

  it('never passes without a deadline', () => {
    expect(changeDeadlinePassed(withDeadline(null), Date.parse('2030-01-01T00:00:00Z'))).toBe(false);
  });
});
