import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** An error shown in the page (text, not colour only), announced by screen readers. */
export function InlineError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
      {message}
    </Alert>
  );
}
