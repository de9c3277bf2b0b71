import type { QueryClient } from '@tanstack/react-query';
import { calendarKeys } from './query-keys';

/** After a calendar is added, synced or removed: its list and every loaded week of busy times. */
export function invalidateExternal(queryClient: QueryClient, adviserId: string | null) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: calendarKeys.externalCalendars(adviserId ?? '') }),
    queryClient.invalidateQueries({ queryKey: calendarKeys.externalBusyAll }),
  ]);
}
