import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** An error shown in the page or under a form (text, not colour only), announced by screen readers. */
export function InlineError({ message }: { message: ReactNode }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
      {message}
    </Alert>
  );
}
