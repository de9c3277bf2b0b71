import type { PlatformSettings, PlatformSettingsBody } from '@common/api/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminSettingsKeys } from './query-keys';

/** PUT /api/admin/settings: saves the whole form (audited on the server). */
export function updateSettings(body: PlatformSettingsBody) {
  return api.request<{ success: true; message: string; data: PlatformSettings }>('/api/admin/settings', {
    method: 'PUT',
    body,
    silent: true,
  });
}

export function useUpdateSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(adminSettingsKeys.all, { success: true, data: answer.data });
      // The banner at the top of every layout reads the public settings.
      void queryClient.invalidateQueries({ queryKey: ['public-settings'] });
      // The ÁSZF and the privacy notice show the operator's data (web/features/legal/api/legal-document.ts).
      void queryClient.invalidateQueries({ queryKey: ['legal-document'] });
    },
  });
}
