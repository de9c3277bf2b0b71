import type { WaitlistEntry } from '@common/api/waitlist';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { myConsultationsKeys } from './query-keys';

/**
 * GET /api/waitlist: the asker's live entries (waiting, and notified ones whose day has not passed).
 * Silent: the "Várólista" section is an extra of the screen; without it the bookings still show.
 */
export async function getWaitlist(signal?: AbortSignal) {
  const answer = await api.request<{ success: true; data: WaitlistEntry[] }>('/api/waitlist', {
    signal,
    silent: true,
  });
  return answer.data ?? [];
}

export function useWaitlistQuery() {
  return useQuery({
    queryKey: myConsultationsKeys.waitlist,
    queryFn: ({ signal }) => getWaitlist(signal),
    retry: false,
  });
}

/** DELETE /api/waitlist/{id}: no mail about this adviser and type any more. */
export function leaveWaitlist(id: string) {
  return api.request<{ success: true }>(`/api/waitlist/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    errorMessage: 'Nem sikerült leiratkozni a várólistáról.',
  });
}

export function useLeaveWaitlistMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myConsultationsKeys.waitlist }),
  });
}
