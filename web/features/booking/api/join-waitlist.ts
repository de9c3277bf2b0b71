import { type WaitlistBody, waitlistApi } from '@common/api/waitlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { waitlistKey } from '@web/api/waitlist';
import { call } from '@web/lib/endpoint';

/** Shown only when the server sends no text of its own. */
export const WAITLIST_JOIN_FAILED = 'Nem sikerült feliratkozni a várólistára.';

/**
 * POST /api/waitlist {expertId, consultationType, until}: tell me when a time frees up up to the end of
 * `until`; again for the same adviser and type moves the day of the existing entry. Silent: the page
 * shows 409 SLOTS_AVAILABLE and 403 SUBSCRIPTION_REQUIRED itself, the rest as a red toast.
 */
export async function joinWaitlist(body: WaitlistBody) {
  const answer = await call(waitlistApi.join, { body }, { errorMessage: WAITLIST_JOIN_FAILED, silent: true });
  return answer.data;
}

export function useJoinWaitlistMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: (entry) => {
      // Shown at once; one entry per adviser and type (a repeat replaces the day).
      queryClient.setQueryData(waitlistKey, (current) => ({
        success: true as const,
        data: [
          ...(current?.data ?? []).filter(
            (e) =>
              e.id !== entry.id &&
              !(e.expert.id === entry.expert.id && e.consultationType.id === entry.consultationType.id),
          ),
          entry,
        ],
      }));
      return queryClient.invalidateQueries({ queryKey: waitlistKey });
    },
  });
}
