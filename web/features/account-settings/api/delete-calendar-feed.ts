import type { CalendarFeed } from '@common/api/calendar-feed';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { calendarFeedKey } from './get-calendar-feed';

/** DELETE /api/calendar-feed: the calendar address stops working at once. */
export function deleteCalendarFeed() {
  return api.request<{ success: true; data: CalendarFeed }>('/api/calendar-feed', {
    method: 'DELETE',
    errorMessage: 'Nem sikerült kikapcsolni a naptár-szinkront.',
    silent: true,
  });
}

export function useDeleteCalendarFeedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: () => {
      const state: CalendarFeed = { active: false, createdAt: null };
      queryClient.setQueryData(calendarFeedKey, state);
    },
  });
}
