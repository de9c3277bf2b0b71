import { Button, Stack, Text } from '@mantine/core';
import { ErrorNotice } from './error-notice';

/** A failed load (or anything that may work on another try): says so in words and offers another try. */
export function LoadError({
  message,
  onRetry,
  title = 'Hiba történt',
  ...props
}: {
  message: string;
  onRetry: () => void;
  title?: string;
  'data-testid'?: string;
}) {
  return (
    <ErrorNotice title={title} {...props}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button variant="default" size="xs" onClick={onRetry}>
          Újrapróbálás
        </Button>
      </Stack>
    </ErrorNotice>
  );
}
