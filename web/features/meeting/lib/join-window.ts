import type { Meeting } from '@common/api/conversations';

/**
 * Where a meeting stands for the lobby (DESIGN.md §7: joining is open from 15 minutes before the
 * start until the end, for a confirmed appointment). The server's `joinable` decides; the local clock
 * only tells "not yet" from "over", and when to ask the server again.
 */
export type JoinPhase = 'early' | 'open' | 'over' | 'unavailable';

type MeetingTimes = Pick<Meeting, 'joinable' | 'joinOpensAt' | 'endTime'>;

export function joinPhase(meeting: MeetingTimes, now: number): JoinPhase {
  if (now >= Date.parse(meeting.endTime)) return 'over';
  if (meeting.joinable) return 'open';
  if (now < Date.parse(meeting.joinOpensAt)) return 'early';
  // Inside the window by this clock, yet refused: not confirmed, or the clocks differ. Ask again.
  return 'unavailable';
}

/** Poll the meeting answer while it may still change: every 30 s, or sooner when the window opens. */
export const MEETING_POLL_MS = 30_000;

/** How long to wait before asking the server again, or null when no new answer can help. */
export function nextMeetingCheckMs(meeting: MeetingTimes, now: number): number | null {
  const phase = joinPhase(meeting, now);
  if (phase === 'over') return null;
  if (phase === 'open') {
    // Refresh once at the end, so the lobby shows that the meeting is over.
    return Math.max(1000, Math.min(Date.parse(meeting.endTime) - now + 1000, 2 ** 31 - 1));
  }
  if (phase === 'early') {
    const untilOpen = Date.parse(meeting.joinOpensAt) - now;
    return Math.max(1000, Math.min(untilOpen + 500, MEETING_POLL_MS));
  }
  return MEETING_POLL_MS;
}
