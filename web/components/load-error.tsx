import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { NOTICE_STYLES } from './notice-styles';

/** A failed load: says so in words and offers another try. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      styles={NOTICE_STYLES}
      color="red"
      variant="light"
      role="alert"
      title="Hiba történt"
      icon={<IconAlertTriangle aria-hidden="true" />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button variant="default" size="xs" onClick={onRetry}>
          Újrapróbálás
        </Button>
      </Stack>
    </Alert>
  );
}
