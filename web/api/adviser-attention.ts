import { appointmentsApi } from '@common/api/appointments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@web/lib/auth-store';
import { endpointQuery, queryKeyOf } from '@web/lib/endpoint';
import { useLiveEvent } from '@web/lib/live-events';

/** Without a live connection the counts are still refreshed now and then. */
const POLL_MS = 60_000;

/**
 * Under the appointments' key (`['api', 'appointments', …]`): every change made to an appointment
 * (confirm, approve, reject, cancel) reloads it too.
 */
const attentionKey = queryKeyOf(appointmentsApi.attention);

/**
 * What waits for the signed-in adviser (the overview and the "Tanácsadások" menu item), refetched on a
 * new booking, on a change of one of their appointments and after a reconnection.
 */
export function useAdviserAttention() {
  const isAdviser = useAuthStore((s) => Boolean(s.token) && s.user?.role === 'tanacsado');
  const queryClient = useQueryClient();
  const query = useQuery({
    // GET /api/appointments/attention: bookings to confirm and time-change requests of the signed-in
    // adviser. Counts beside the menu and on the overview: a failure leaves them out, no red toast.
    ...endpointQuery(appointmentsApi.attention, {}, { silent: true }),
    select: (answer) => answer.data,
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
