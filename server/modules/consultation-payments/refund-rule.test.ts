import { describe, expect, it } from 'vitest';
import { refundOwed } from './refund-rule';

const start = new Date('2026-11-23T08:00:00Z');
const ended = (status: Parameters<typeof refundOwed>[0]['status'], extra: object = {}) => ({
  status,
  noShowBy: null,
  cancelledAt: null,
  startTime: start,
  cancelDeadlineHours: 24,
  ...extra,
});

describe('refundOwed', () => {
  it('gives everything back when the adviser or the portal called it off, or the adviser missed it', () => {
    expect(refundOwed(ended('cancelled_by_expert'), 9_900)).toBe(9_900);
    expect(refundOwed(ended('cancelled_by_system'), 9_900)).toBe(9_900);
    expect(refundOwed(ended('no_show', { noShowBy: 'expert' }), 9_900)).toBe(9_900);
    expect(refundOwed(ended('no_show', { noShowBy: 'both' }), 9_900)).toBe(9_900);
  });

  it('gives nothing back for a consultation held or missed by the asker', () => {
    expect(refundOwed(ended('completed'), 9_900)).toBe(0);
    expect(refundOwed(ended('no_show', { noShowBy: 'client' }), 9_900)).toBe(0);
  });

  it('follows the asker’s deadline: before it all, from it on nothing', () => {
    const before = new Date('2026-11-22T07:59:59Z');
    const atDeadline = new Date('2026-11-22T08:00:00Z');
    expect(refundOwed(ended('cancelled_by_client', { cancelledAt: before }), 9_900)).toBe(9_900);
    expect(refundOwed(ended('cancelled_by_client', { cancelledAt: atDeadline }), 9_900)).toBe(0);
    // Without a deadline, until the start.
    const noDeadline = { cancelDeadlineHours: 0 };
    expect(refundOwed(ended('cancelled_by_client', { ...noDeadline, cancelledAt: atDeadline }), 9_900)).toBe(
      9_900,
    );
    expect(refundOwed(ended('cancelled_by_client', { ...noDeadline, cancelledAt: start }), 9_900)).toBe(0);
  });
});
