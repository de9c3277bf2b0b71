import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormFrame } from '@web/lib/use-api-form';
import type { ReactNode } from 'react';
import { InlineError } from './inline-error';

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
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Bezárás' }}
    >
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <InlineError message={form.formError} />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={close}
              disabled={pending}
              data-autofocus={focusCancel || undefined}
            >
              Mégse
            </Button>
            <Button type="submit" color={submitColor} loading={pending} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
