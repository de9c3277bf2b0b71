import { type CalendarFeed, calendarFeedApi } from '@common/api/calendar-feed';
import { call } from '@web/lib/endpoint';
import { useCachingMutation } from '@web/lib/query-hooks';
import { calendarFeedKey } from './get-calendar-feed';

/** DELETE /api/calendar-feed: the calendar address stops working at once. */
export function deleteCalendarFeed() {
  return call(
    calendarFeedApi.remove,
    {},
    { errorMessage: 'Nem sikerült kikapcsolni a naptár-szinkront.', silent: true },
  );
}

export function useDeleteCalendarFeedMutation() {
  return useCachingMutation(
    deleteCalendarFeed,
    calendarFeedKey,
    (): CalendarFeed => ({ active: false, createdAt: null }),
  );
}
