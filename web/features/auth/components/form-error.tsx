import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The inline error under a form: text (not colour only), announced by screen readers (role="alert"). */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
      {message}
    </Alert>
  );
}
