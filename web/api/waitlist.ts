import { waitlistApi } from '@common/api/waitlist';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery } from '@web/lib/endpoint';

/**
 * GET /api/waitlist: the asker's live entries (waiting, and notified ones whose day has not passed).
 * Silent: both screens work without them (the booking page then offers the waitlist as if there were
 * none; "Tanácsadásaim" shows the bookings without its "Várólista" section).
 */
/** The asker's entries: the booking page and "Tanácsadásaim" show the one resource. */
export const waitlistKey = endpointQuery(waitlistApi.list).queryKey;

export function useWaitlistQuery(enabled = true) {
  return useQuery({
    ...endpointQuery(waitlistApi.list, {}, { silent: true }),
    select: (answer) => answer.data,
    enabled,
    retry: false,
  });
}

/** Shown only when the server sends no text of its own. */
export const WAITLIST_LEAVE_FAILED = 'Nem sikerült leiratkozni a várólistáról.';

/** DELETE /api/waitlist/{id}: no mail about this adviser and type any more. */
export function leaveWaitlist(id: string) {
  return call(waitlistApi.leave, { params: { id } }, { errorMessage: WAITLIST_LEAVE_FAILED });
}

/** The entry disappears at once, then the list is read again. */
export function useLeaveWaitlistMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData(
        waitlistKey,
        (current) => current && { ...current, data: current.data.filter((e) => e.id !== id) },
      );
      return queryClient.invalidateQueries({ queryKey: waitlistKey });
    },
  });
}
