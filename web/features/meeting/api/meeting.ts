import { meetingsApi } from '@common/api/meetings';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';
import { ApiError } from '@web/lib/http';
import { nextMeetingCheckMs } from '../lib/join-window';

export const MEETING_LOAD_FAILED = 'Hiba történt a megbeszélés betöltésekor';

/**
 * GET /api/meetings/{roomId}: the meeting of an appointment, for its two parties only (404 otherwise),
 * asked again while the join window may still open or close (see join-window.ts). Silent: the page
 * shows the failure itself (a not-found room is a page state, not a toast).
 */
export function useMeetingQuery(roomId: string) {
  return useQuery({
    ...endpointQuery(
      meetingsApi.get,
      { params: { roomId } },
      { silent: true, errorMessage: MEETING_LOAD_FAILED },
    ),
    select: (answer) => answer.data,
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => {
      const meeting = query.state.data?.data;
      return meeting ? (nextMeetingCheckMs(meeting, Date.now()) ?? false) : false;
    },
  });
}
