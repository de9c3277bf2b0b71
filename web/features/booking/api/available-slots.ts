import type { Slot } from '@common/api/schedule';
import { messages } from '@common/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { weekRange } from '../lib/budapest-week';
import { bookingKeys } from './query-keys';

/**
 * GET /api/tanacsadok/{id}/available-slots?from&to&typeId: the free start times of one consultation type
 * in one week (Monday 00:00 to the next Monday 00:00, Budapest time, sent with the offset of that date).
 */
export async function fetchAvailableSlots(
  adviserId: string,
  typeId: string,
  weekStart: string,
  signal?: AbortSignal,
) {
  const { from, to } = weekRange(weekStart);
  const answer = await api.request<{ success: true; data: Slot[] }>(
    `/api/tanacsadok/${encodeURIComponent(adviserId)}/available-slots`,
    { query: { from, to, typeId }, signal, errorMessage: messages.appointments.listFailed },
  );
  return answer.data;
}

export function useAvailableSlotsQuery(adviserId: string, typeId: string | null, weekStart: string) {
  return useQuery({
    queryKey: bookingKeys.slots(adviserId, typeId ?? '', weekStart),
    queryFn: ({ signal }) => fetchAvailableSlots(adviserId, typeId as string, weekStart, signal),
    enabled: Boolean(typeId),
    // Free times change as others book: always ask again when a week is shown anew.
    staleTime: 0,
    // The failure was already shown (toast + "Újrapróbálás"); no silent second attempt.
    retry: false,
  });
}
