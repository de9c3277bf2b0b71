import type { CalendarFeed, NewCalendarFeed } from '@common/api/calendar-feed';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { calendarFeedKey } from './get-calendar-feed';

/**
 * PUT /api/calendar-feed: a new secret calendar address; an earlier one stops working at once. Its `url`
 * is in this answer only (the server keeps just a hash of its token).
 */
export function createCalendarFeed() {
  return api.request<{ success: true; data: NewCalendarFeed }>('/api/calendar-feed', {
    method: 'PUT',
    errorMessage: 'Nem sikerült létrehozni a naptárcímet.',
    silent: true,
  });
}

export function useCreateCalendarFeedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (answer) => {
      const state: CalendarFeed = { active: true, createdAt: answer.data.createdAt };
      queryClient.setQueryData(calendarFeedKey, state);
    },
  });
}
