import type { CalendarFeed } from '@common/api/calendar-feed';
import { api } from '@web/lib/api';
import { useCachingMutation } from '@web/lib/query-hooks';
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
  return useCachingMutation(
    deleteCalendarFeed,
    calendarFeedKey,
    (): CalendarFeed => ({ active: false, createdAt: null }),
  );
}
