import type { Appointment } from '@common/api/appointments';
import { describe, expect, it } from 'vitest';
import { bookedInsideDeadline, changeDeadlinePassed } from './appointment-status';

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

describe('a booking made inside its deadline', () => {
  const booked = (createdAt: string, changeDeadline: string | null) =>
    ({ createdAt, changeDeadline }) as Appointment;

  it('is one whose deadline had come when it was booked', () => {
    // Booked at 02:25 for 02:30 with a 24-hour deadline: the deadline (02:30 the day before) came first.
    expect(bookedInsideDeadline(booked('2026-11-22T01:25:00.000Z', '2026-11-21T01:30:00.000Z'))).toBe(true);
    expect(bookedInsideDeadline(booked('2026-11-21T01:30:00.000Z', '2026-11-21T01:30:00.000Z'))).toBe(true);
    // Booked two days ahead: cancellable until its deadline.
    expect(bookedInsideDeadline(booked('2026-11-20T01:25:00.000Z', '2026-11-21T01:30:00.000Z'))).toBe(false);
    expect(bookedInsideDeadline(booked('2026-11-22T01:25:00.000Z', null))).toBe(false);
  });
});
