import { type PlatformSettingsBody, settingsApi } from '@common/api/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, queryKeyOf, resourceKey } from '@web/lib/endpoint';
import { settingsQuery } from './get-settings';

/** PUT /api/admin/settings: saves the whole form (audited on the server). */
export function updateSettings(body: PlatformSettingsBody) {
  return call(settingsApi.update, { body }, { silent: true });
}

export function useUpdateSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsQuery().queryKey, { success: true as const, data: answer.data });
      // The banner at the top of every layout reads the public settings.
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(settingsApi.public) });
      // The ÁSZF and the privacy notice show the operator's data (web/features/legal/api/legal-document.ts).
      void queryClient.invalidateQueries({ queryKey: resourceKey('/api/settings/legal') });
    },
  });
}
