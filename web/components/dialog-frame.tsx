import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { InlineError } from './inline-error';

/**
 * The frame of the app's confirming dialogs ({@link ConfirmDialog}, {@link FormDialog}): a centred modal
 * that cannot be closed while `busy`, the content, the error, then "Mégse" and the caller's `action`
 * button. With `form` the whole is that form (the action is its submit button).
 */
export function DialogFrame({
  opened,
  title,
  busy,
  error,
  focusCancel,
  action,
  form,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  busy: boolean;
  error: ReactNode;
  /** "Mégse" gets the focus first. */
  focusCancel: boolean;
  action: ReactNode;
  form?: {
    formRef: RefObject<HTMLFormElement | null>;
    onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  };
  onClose: () => void;
  children: ReactNode;
}) {
  const close = () => {
    if (!busy) onClose();
  };
  const content = (
    <Stack gap="md">
      {children}
      <InlineError message={error} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={close} disabled={busy} data-autofocus={focusCancel || undefined}>
          Mégse
        </Button>
        {action}
      </Group>
    </Stack>
  );
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Bezárás' }}
    >
      {form ? (
        <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
          {content}
        </form>
      ) : (
        content
      )}
    </Modal>
  );
}
