import type { settingsApi } from '@common/api/settings';
import type { Answer } from '@common/contract';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, resourceKey } from '@web/lib/endpoint';

type PublicSettingsAnswer = Answer<typeof settingsApi.public>;

/**
 * GET /api/settings/public; the admin's settings screen invalidates this key after a save. Every page
 * shows the banner: the definition (and zod with it) is loaded only when the settings are read, so it
 * stays out of the entry (server-rendered pages arrive with the answer).
 */
export const publicSettingsQuery = () =>
  queryOptions({
    queryKey: resourceKey('/api/settings/public'),
    queryFn: async ({ signal }): Promise<PublicSettingsAnswer> => {
      const { settingsApi } = await import('@common/api/settings');
      return call(settingsApi.public, {}, { silent: true, signal });
    },
    staleTime: 5 * 60_000,
    retry: false,
  });

function usePublicSettings() {
  return useQuery(publicSettingsQuery());
}

/** The admins' maintenance message at the top of every layout; nothing when it is empty (or unreachable). */
export function MaintenanceBanner() {
  const settings = usePublicSettings().data?.data;
  if (!settings?.maintenanceBanner) return null;
  return (
    <Alert
      component="aside"
      // A landmark, not an alert: it is there on every page load and should not interrupt each time.
      role="complementary"
      aria-label="Rendszerüzenet"
      color="yellow"
      variant="light"
      radius={0}
      icon={<IconInfoCircle aria-hidden="true" />}
      data-testid="maintenance-banner"
    >
      <Text size="sm" c="dark.9">
        {settings.maintenanceBanner}
        {settings.contactEmail ? (
          <>
            {' '}
            Kérdés esetén: <Anchor href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</Anchor>
          </>
        ) : null}
      </Text>
    </Alert>
  );
}
