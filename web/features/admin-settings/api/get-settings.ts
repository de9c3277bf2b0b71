import type { PlatformSettings } from '@common/api/settings';
import { api } from '@web/lib/api';
import { useScreenQuery } from '@web/lib/query-hooks';
import { adminSettingsKeys } from './query-keys';

/** GET /api/admin/settings: the platform settings. */
export function getSettings(signal?: AbortSignal) {
  return api.request<{ success: true; data: PlatformSettings }>('/api/admin/settings', {
    signal,
    errorMessage: 'Nem sikerült betölteni a platformbeállításokat.',
  });
}

export function useSettingsQuery() {
  return useScreenQuery(adminSettingsKeys.all, getSettings);
}
