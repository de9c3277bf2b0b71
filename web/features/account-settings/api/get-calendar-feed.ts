import { calendarFeedApi } from '@common/api/calendar-feed';
import { call } from '@web/lib/endpoint';
import { useScreenQuery } from '@web/lib/query-hooks';

export const calendarFeedKey = ['calendar-feed'] as const;

export const CALENDAR_FEED_LOAD_FAILED = 'Nem sikerült betölteni a naptár-szinkron adatait.';

/** GET /api/calendar-feed: whether the user has a live calendar address, and since when (never the address). */
export async function getCalendarFeed(signal?: AbortSignal) {
  const answer = await call(calendarFeedApi.get, {}, { signal, errorMessage: CALENDAR_FEED_LOAD_FAILED });
  return answer.data;
}

export function useCalendarFeedQuery() {
  return useScreenQuery(calendarFeedKey, getCalendarFeed);
}
