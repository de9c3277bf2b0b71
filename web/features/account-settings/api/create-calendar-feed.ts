import type { CalendarFeed, NewCalendarFeed } from '@common/api/calendar-feed';
import { api } from '@web/lib/api';
import { useCachingMutation } from '@web/lib/query-hooks';
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
  return useCachingMutation(
    createCalendarFeed,
    calendarFeedKey,
    (answer): CalendarFeed => ({ active: true, createdAt: answer.data.createdAt }),
  );
}
