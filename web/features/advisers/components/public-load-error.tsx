import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

/**
 * A public page's failed load: what failed, a hint about the connection and another try. (The areas use
 * `LoadError`; this one keeps the public pages' look and stays out of the area chunks.)
 */
export function PublicLoadError({
  title,
  onRetry,
  retrying,
}: {
  title: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden="true" />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">Kérjük, ellenőrizze az internetkapcsolatát, és próbálja újra.</Text>
        <Button
          variant="white"
          color="red"
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
          onClick={onRetry}
          loading={retrying}
        >
          Újrapróbálás
        </Button>
      </Stack>
    </Alert>
  );
}
