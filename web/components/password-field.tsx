import { PasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';

/**
 * Mantine's PasswordInput with a Hungarian, keyboard-reachable show/hide button (its `aria-pressed`
 * tells the state, so the label stays the same), and `aria-invalid` on the field when it has an error
 * (Mantine sets only a data attribute on password fields).
 */
export function PasswordField(props: ComponentProps<typeof PasswordInput>) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Jelszó megjelenítése' }}
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}
