import { externalCalendarsApi } from '@common/api/external-calendars';
import { queryKeyOf, resourceKey } from '@web/lib/endpoint';

/** TanStack Query keys of the adviser's calendar screen. */
export const calendarKeys = {
  all: ['calendar'] as const,
  /** Every loaded week (invalidated after a live new booking). */
  appointments: ['calendar', 'appointments'] as const,
  week: (weekStart: string) => ['calendar', 'appointments', weekStart] as const,
};

/** Out of date after a calendar is added, synced or removed: its list and every loaded week of busy times. */
export function externalKeys(adviserId: string) {
  return [
    queryKeyOf(externalCalendarsApi.list, { params: { id: adviserId } }),
    resourceKey(`/api/tanacsadok/${encodeURIComponent(adviserId)}/external-busy`),
  ];
}
