import type { Meeting } from '@common/api/conversations';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { ApiError } from '@web/lib/http';
import { nextMeetingCheckMs } from '../lib/join-window';
import { meetingKeys } from './query-keys';

export const MEETING_LOAD_FAILED = 'Hiba történt a megbeszélés betöltésekor';

/** GET /api/meetings/{roomId}: the meeting of an appointment, for its two parties only (404 otherwise). */
export async function getMeeting(roomId: string, signal?: AbortSignal) {
  const answer = await api.request<{ success: true; data: Meeting }>(
    `/api/meetings/${encodeURIComponent(roomId)}`,
    // The page shows the failure itself (a not-found room is a page state, not a toast).
    { signal, silent: true, errorMessage: MEETING_LOAD_FAILED },
  );
  return answer.data;
}

/** The meeting, asked again while the join window may still open or close (see join-window.ts). */
export function useMeetingQuery(roomId: string) {
  return useQuery({
    queryKey: meetingKeys.meeting(roomId),
    queryFn: ({ signal }) => getMeeting(roomId, signal),
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => {
      const meeting = query.state.data;
      return meeting ? (nextMeetingCheckMs(meeting, Date.now()) ?? false) : false;
    },
  });
}
