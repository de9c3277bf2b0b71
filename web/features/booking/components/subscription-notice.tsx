import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * Booking needs an active subscription: the reason, and the way to one on /kerdezo/elofizetes (to buy
 * the first for a `newcomer`, else to renew it).
 */
export function SubscriptionNotice({
  message,
  newcomer = false,
  urgent = false,
}: {
  message: string;
  newcomer?: boolean;
  urgent?: boolean;
}) {
  return (
    <Alert
      color={urgent ? 'red' : 'yellow'}
      variant="light"
      title="Aktív előfizetés szükséges"
      icon={<IconAlertTriangle aria-hidden="true" />}
      role={urgent ? 'alert' : undefined}
      data-testid="subscription-notice"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Anchor component={Link} to="/kerdezo/elofizetes" size="sm" fw={600}>
          {newcomer ? 'Előfizetés vásárlása' : 'Előfizetés meghosszabbítása'}
        </Anchor>
      </Stack>
    </Alert>
  );
}
