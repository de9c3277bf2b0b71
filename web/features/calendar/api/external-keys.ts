import { calendarKeys } from './query-keys';

/** Out of date after a calendar is added, synced or removed: its list and every loaded week of busy times. */
export function externalKeys(adviserId: string | null) {
  return [calendarKeys.externalCalendars(adviserId ?? ''), calendarKeys.externalBusyAll];
}
