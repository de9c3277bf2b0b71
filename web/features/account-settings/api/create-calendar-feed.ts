import { type CalendarFeed, calendarFeedApi } from '@common/api/calendar-feed';
import { call } from '@web/lib/endpoint';
import { useCachingMutation } from '@web/lib/query-hooks';
import { calendarFeedKey } from './get-calendar-feed';

/**
 * PUT /api/calendar-feed: a new secret calendar address; an earlier one stops working at once. Its `url`
 * is in this answer only (the server keeps just a hash of its token).
 */
export function createCalendarFeed() {
  return call(
    calendarFeedApi.create,
    {},
    { errorMessage: 'Nem sikerült létrehozni a naptárcímet.', silent: true },
  );
}

export function useCreateCalendarFeedMutation() {
  return useCachingMutation(
    createCalendarFeed,
    calendarFeedKey,
    (answer): CalendarFeed => ({ active: true, createdAt: answer.data.createdAt }),
  );
}
