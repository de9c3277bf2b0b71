import type { AdviserAttention } from '@common/api/appointments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useAuthStore } from '@web/lib/auth-store';
import { useLiveEvent } from '@web/lib/live-events';
import { sharedKeys } from './query-keys';

/**
 * Under the consultations' root: every change made on the consultations screen (confirm, approve,
 * reject, cancel) reloads it too.
 */
const attentionKey = [...sharedKeys.adviserAppointments, 'attention'] as const;

/** Without a live connection the counts are still refreshed now and then. */
const POLL_MS = 60_000;

/** GET /api/appointments/attention: bookings to confirm and time-change requests of the signed-in adviser. */
export async function fetchAdviserAttention(signal?: AbortSignal) {
  const answer = await api.request<{ success: true; data: AdviserAttention }>('/api/appointments/attention', {
    signal,
    // Counts beside the menu and on the overview: a failure leaves them out, no red toast.
    silent: true,
  });
  return answer.data;
}

/**
 * What waits for the signed-in adviser (the overview and the "Tanácsadások" menu item), refetched on a
 * new booking, on a change of one of their appointments and after a reconnection.
 */
export function useAdviserAttention() {
  const isAdviser = useAuthStore((s) => Boolean(s.token) && s.user?.role === 'tanacsado');
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: attentionKey,
    queryFn: ({ signal }) => fetchAdviserAttention(signal),
    enabled: isAdviser,
    staleTime: 10_000,
    refetchInterval: POLL_MS,
    retry: false,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: attentionKey });
  useLiveEvent('appointments:new', refresh);
  useLiveEvent('appointments:changed', refresh);
  useLiveEvent('socket:reconnected', refresh);
  useLiveEvent('live:missed', refresh);
  return query;
}
