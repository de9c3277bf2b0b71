import { Alert, type AlertProps } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle, type TablerIcon } from '@tabler/icons-react';

const TONES = {
  warning: { color: 'yellow', icon: IconInfoCircle },
  success: { color: 'green', icon: IconCircleCheck },
  info: { color: 'blue', icon: IconInfoCircle },
} as const;

/**
 * A note on the state of things (not an error, see `ErrorNotice`): the theme's light alert in the tone's
 * colour with its sign, or with `icon` instead.
 */
export function Notice({
  tone,
  icon,
  ...props
}: Omit<AlertProps, 'color' | 'icon'> & { tone: keyof typeof TONES; icon?: TablerIcon }) {
  const Icon = icon ?? TONES[tone].icon;
  return <Alert color={TONES[tone].color} variant="light" icon={<Icon aria-hidden="true" />} {...props} />;
}
