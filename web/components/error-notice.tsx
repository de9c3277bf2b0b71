import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { NOTICE_STYLES } from './notice-styles';

/**
 * Something went wrong or needs acting on: a red notice with a warning sign and a dark title (contrast),
 * announced at once (Mantine's Alert is `role="alert"` unless the caller gives another role).
 */
export function ErrorNotice(props: AlertProps) {
  return (
    <Alert
      styles={NOTICE_STYLES}
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      {...props}
    />
  );
}
