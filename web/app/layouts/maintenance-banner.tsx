import { settingsApi } from '@common/api/settings';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

/** GET /api/settings/public; the admin's settings screen invalidates this key after a save. */
export const publicSettingsQuery = () =>
  queryOptions({
    ...endpointQuery(settingsApi.public, {}, { silent: true }),
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
