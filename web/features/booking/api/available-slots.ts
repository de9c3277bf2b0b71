import { scheduleApi } from '@common/api/schedule';
import { messages } from '@common/messages';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';
import { weekRange } from '../lib/budapest-week';

/**
 * GET /api/tanacsadok/{id}/available-slots?from&to&typeId: the free start times of one consultation type
 * in one week (Monday 00:00 to the next Monday 00:00, Budapest time, sent with the offset of that date).
 */
export function useAvailableSlotsQuery(adviserId: string, typeId: string | null, weekStart: string) {
  const { from, to } = weekRange(weekStart);
  return useQuery({
    ...endpointQuery(
      scheduleApi.availableSlots,
      { params: { id: adviserId }, query: { from, to, typeId: typeId ?? '' } },
      { errorMessage: messages.appointments.listFailed },
    ),
    select: (answer) => answer.data,
    enabled: Boolean(typeId),
    // Free times change as others book: always ask again when a week is shown anew.
    staleTime: 0,
    // The failure was already shown (toast + "Újrapróbálás"); no silent second attempt.
    retry: false,
  });
}
