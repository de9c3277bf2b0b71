import { describe, expect, it } from 'vitest';
import { joinPhase, MEETING_POLL_MS, nextMeetingCheckMs } from './join-window';

const start = Date.parse('2026-03-10T10:00:00Z');
const meeting = (joinable: boolean) => ({
  joinable,
  joinOpensAt: new Date(start - 15 * 60_000).toISOString(),
  endTime: new Date(start + 60 * 60_000).toISOString(),
});

describe('joinPhase', () => {
  it('is early before the window, open when the server says so, over after the end', () => {
    expect(joinPhase(meeting(false), start - 60 * 60_000)).toBe('early');
    expect(joinPhase(meeting(true), start)).toBe('open');
    expect(joinPhase(meeting(true), start + 60 * 60_000)).toBe('over');
    expect(joinPhase(meeting(false), start + 2 * 60 * 60_000)).toBe('over');
  });

  it('trusts the server when the clocks differ a little', () => {
    expect(joinPhase(meeting(true), start - 16 * 60_000)).toBe('open');
    expect(joinPhase(meeting(false), start)).toBe('unavailable');
  });
});

describe('nextMeetingCheckMs', () => {
  it('asks again when the window opens, but at least every 30 s', () => {
    expect(nextMeetingCheckMs(meeting(false), start - 15 * 60_000 - 5000)).toBe(5500);
    expect(nextMeetingCheckMs(meeting(false), start - 60 * 60_000)).toBe(MEETING_POLL_MS);
    expect(nextMeetingCheckMs(meeting(false), start)).toBe(MEETING_POLL_MS);
  });

  it('asks once more at the end of an open meeting, and never after it', () => {
    expect(nextMeetingCheckMs(meeting(true), start + 59 * 60_000)).toBe(61_000);
    expect(nextMeetingCheckMs(meeting(true), start + 61 * 60_000)).toBeNull();
  });
});
