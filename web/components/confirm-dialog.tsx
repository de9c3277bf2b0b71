import { Button, Text } from '@mantine/core';
import { errorText } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { type ReactNode, useState } from 'react';
import { DialogFrame } from './dialog-frame';

/** A confirmation before a destructive or binding action; "Mégse" has the focus first. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  confirmColor = 'red.9',
  loading = false,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  loading?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <DialogFrame
      opened={opened}
      title={title}
      busy={loading}
      error={error}
      focusCancel
      onClose={onClose}
      action={
        <Button color={confirmColor} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      }
    >
      {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
    </DialogFrame>
  );
}

/** One action of a screen that a {@link ConfirmDialog} confirms: the dialog's texts and the call. */
export interface ConfirmedAction {
  title: string;
  confirmLabel: string;
  confirmColor?: string;
  /** The dialog's text. */
  text: string;
  /** The call (a mutation's `mutateAsync`); its answer's message is the success toast. */
  run: () => Promise<{ message: string }>;
  /** The call is under way. */
  pending: boolean;
  /** The success toast instead of the answer's message. */
  success?: string;
  /** The dialog's error when the failure brings no text of its own. */
  failure: string;
  /** After the toast, once the dialog has closed. */
  onDone?: () => void;
}

/**
 * A screen's confirmed actions, one dialog each: `open(key)` shows the action's dialog; confirming
 * runs the call, toasts and closes it, or keeps it open with the error.
 */
export function useConfirmedActions<Key extends string>(actions: Record<Key, ConfirmedAction>) {
  const [pending, setPending] = useState<Key | null>(null);
  const [error, setError] = useState<string | null>(null);

  const open = (key: Key) => {
    setError(null);
    setPending(key);
  };
  const confirm = async (action: ConfirmedAction) => {
    try {
      const answer = await action.run();
      notifySuccess(action.success ?? answer.message);
      setPending(null);
      action.onDone?.();
    } catch (e) {
      setError(errorText(e, action.failure));
    }
  };
  const dialogs = (Object.keys(actions) as Key[]).map((key) => {
    const action = actions[key];
    return (
      <ConfirmDialog
        key={key}
        opened={pending === key}
        title={action.title}
        confirmLabel={action.confirmLabel}
        confirmColor={action.confirmColor}
        loading={action.pending}
        error={error}
        onConfirm={() => void confirm(action)}
        onClose={() => setPending(null)}
      >
        {action.text}
      </ConfirmDialog>
    );
  });
  return { open, dialogs };
}
