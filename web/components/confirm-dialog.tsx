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

/**
 * A {@link ConfirmDialog} about one subject (the image to delete, the days to add, `true` for the account
 * itself): `ask(subject)` opens it; confirming runs `call` on the subject, toasts `success` and closes, or
 * keeps the dialog open with the error (`failure` when the error brings no text of its own; without
 * `failure`, with none: the call's own toast has told it). Spread `dialog` on the ConfirmDialog.
 */
export function useConfirmation<Subject, Answer = unknown>({
  call,
  success,
  failure,
}: {
  call: (subject: Subject) => Promise<Answer>;
  success: (answer: Answer, subject: Subject) => string;
  failure?: string;
}) {
  const [subject, setSubject] = useState<Subject | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ask = (next: Subject) => {
    setError(null);
    setSubject(next);
  };
  const close = () => setSubject(null);
  const confirm = async () => {
    if (subject === null) return;
    setError(null);
    setRunning(true);
    try {
      const answer = await call(subject);
      notifySuccess(success(answer, subject));
      setSubject(null);
    } catch (e) {
      if (failure !== undefined) setError(errorText(e, failure) || null);
    } finally {
      setRunning(false);
    }
  };
  const dialog = {
    opened: subject !== null,
    loading: running,
    error,
    onConfirm: () => void confirm(),
    onClose: close,
  };
  return { subject, ask, close, dialog };
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
