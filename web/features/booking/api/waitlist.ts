import type { WaitlistBody, WaitlistEntry } from '@common/api/waitlist';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { bookingKeys } from './query-keys';

/** Shown only when the server sends no text of its own. */
export const WAITLIST_JOIN_FAILED = 'Nem sikerült feliratkozni a várólistára.';
export const WAITLIST_LEAVE_FAILED = 'Nem sikerült leiratkozni a várólistáról.';

/**
 * GET /api/waitlist: the asker's live entries (waiting, and notified ones whose day has not passed).
 * Silent: the booking page works without them (it then offers the waitlist as if there were none).
 */
export async function fetchWaitlist(signal?: AbortSignal) {
  const answer = await api.request<{ success: true; data: WaitlistEntry[] }>('/api/waitlist', {
    signal,
    silent: true,
  });
  return answer.data ?? [];
}

export function useWaitlistQuery(enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.waitlist,
    queryFn: ({ signal }) => fetchWaitlist(signal),
    enabled,
    retry: false,
  });
}

/**
 * POST /api/waitlist {expertId, consultationType, until}: tell me when a time frees up up to the end of
 * `until`; again for the same adviser and type moves the day of the existing entry. Silent: the page
 * shows 409 SLOTS_AVAILABLE and 403 SUBSCRIPTION_REQUIRED itself, the rest as a red toast.
 */
export async function joinWaitlist(body: WaitlistBody) {
  const answer = await api.request<{ success: true; data: WaitlistEntry }>('/api/waitlist', {
    method: 'POST',
    body,
    errorMessage: WAITLIST_JOIN_FAILED,
    silent: true,
  });
  return answer.data;
}

/** DELETE /api/waitlist/{id}: no mail about this adviser and type any more. */
export function leaveWaitlist(id: string) {
  return api.request<{ success: true }>(`/api/waitlist/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    errorMessage: WAITLIST_LEAVE_FAILED,
  });
}

export function useJoinWaitlistMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: (entry) => {
      // Shown at once; one entry per adviser and type (a repeat replaces the day).
      queryClient.setQueryData<WaitlistEntry[]>(bookingKeys.waitlist, (current) => [
        ...(current ?? []).filter(
          (e) =>
            e.id !== entry.id &&
            !(e.expert.id === entry.expert.id && e.consultationType.id === entry.consultationType.id),
        ),
        entry,
      ]);
      return queryClient.invalidateQueries({ queryKey: bookingKeys.waitlist });
    },
  });
}

export function useLeaveWaitlistMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<WaitlistEntry[]>(bookingKeys.waitlist, (current) =>
        current?.filter((e) => e.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: bookingKeys.waitlist });
    },
  });
}
