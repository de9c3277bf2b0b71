import { Button } from '@mantine/core';
import type { FormFrame } from '@web/lib/use-api-form';
import type { ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

/**
 * A `useApiForm` form in a dialog: the fields, the error no field took, "Mégse" and the submit button.
 * It cannot be closed while saving.
 */
export function FormDialog({
  opened,
  title,
  form,
  pending = form.pending,
  submitLabel,
  submitColor,
  submitDisabled,
  focusCancel = false,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  form: FormFrame;
  /** Saving (by default the form's own call). */
  pending?: boolean;
  submitLabel: string;
  submitColor?: string | undefined;
  submitDisabled?: boolean;
  /** "Mégse" gets the focus first (no field has `data-autofocus`). */
  focusCancel?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <DialogFrame
      opened={opened}
      title={title}
      busy={pending}
      error={form.formError}
      focusCancel={focusCancel}
      form={form}
      onClose={onClose}
      action={
        <Button type="submit" color={submitColor} loading={pending} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      }
    >
      {children}
    </DialogFrame>
  );
}
