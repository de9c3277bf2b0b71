import { externalCalendarsApi } from '@common/api/external-calendars';
import { queryKeyOf, resourceKey } from '@web/lib/endpoint';

/** Out of date after a calendar is added, synced or removed: its list and every loaded week of busy times. */
export function externalKeys(adviserId: string) {
  return [
    queryKeyOf(externalCalendarsApi.list, { params: { id: adviserId } }),
    resourceKey(`/api/tanacsadok/${encodeURIComponent(adviserId)}/external-busy`),
  ];
}
