import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * Something went wrong or needs acting on: a red notice with a warning sign (its title dark, as the theme
 * gives every Alert), announced at once (Mantine's Alert is `role="alert"` unless the caller says otherwise).
 */
export function ErrorNotice(props: AlertProps) {
  return <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} {...props} />;
}
