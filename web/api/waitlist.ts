import type { WaitlistEntry } from '@common/api/waitlist';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { sharedKeys } from './query-keys';

/**
 * GET /api/waitlist: the asker's live entries (waiting, and notified ones whose day has not passed).
 * Silent: both screens work without them (the booking page then offers the waitlist as if there were
 * none; "Tanácsadásaim" shows the bookings without its "Várólista" section).
 */
export async function fetchWaitlist(signal?: AbortSignal) {
  const answer = await api.request<{ success: true; data: WaitlistEntry[] }>('/api/waitlist', {
    signal,
    silent: true,
  });
  return answer.data ?? [];
}

export function useWaitlistQuery(enabled = true) {
  return useQuery({
    queryKey: sharedKeys.waitlist,
    queryFn: ({ signal }) => fetchWaitlist(signal),
    enabled,
    retry: false,
  });
}

/** Shown only when the server sends no text of its own. */
export const WAITLIST_LEAVE_FAILED = 'Nem sikerült leiratkozni a várólistáról.';

/** DELETE /api/waitlist/{id}: no mail about this adviser and type any more. */
export function leaveWaitlist(id: string) {
  return api.request<{ success: true }>(`/api/waitlist/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    errorMessage: WAITLIST_LEAVE_FAILED,
  });
}

/** The entry disappears at once, then the list is read again. */
export function useLeaveWaitlistMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<WaitlistEntry[]>(sharedKeys.waitlist, (current) =>
        current?.filter((e) => e.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: sharedKeys.waitlist });
    },
  });
}
