import { TextInput } from '@mantine/core';
import { type ApiForm, type ApiFormOptions, useApiForm } from '@web/lib/use-api-form';
import type { ReactNode } from 'react';
import { FormDialog } from './form-dialog';

type EditFormOptions<Values extends { name: string }, Body, Answer extends { message: string }> = Omit<
  ApiFormOptions<Values, Body, Answer>,
  'submit' | 'success' | 'onSuccess' | 'openedFor'
> & {
  opened: boolean;
  /** The record being edited; null creates a new one. */
  item: { id: string } | null;
  create: (body: Body) => Promise<Answer>;
  update: (change: { id: string; body: Body }) => Promise<Answer>;
  onClose: () => void;
};

/**
 * The form of an admin catalogue's "new or edit" dialog (consultation types, subscription packages):
 * it creates when `item` is null and updates `item` otherwise, toasts the answer, closes, and starts
 * afresh each time the dialog opens for another record.
 */
export function useEditDialogForm<Values extends { name: string }, Body, Answer extends { message: string }>({
  opened,
  item,
  create,
  update,
  onClose,
  ...options
}: EditFormOptions<Values, Body, Answer>) {
  return useApiForm({
    ...options,
    submit: (body: Body) => (item ? update({ id: item.id, body }) : create(body)),
    success: (answer) => answer.message,
    onSuccess: onClose,
    openedFor: opened && (item?.id ?? 'new'),
  });
}

/** The dialog of {@link useEditDialogForm}: titled for creating or editing, the name field first. */
export function EditDialog<Values extends { name: string }>({
  opened,
  editing,
  title,
  editTitle,
  form,
  nameMaxLength,
  onClose,
  children,
}: {
  opened: boolean;
  editing: boolean;
  /** The title when creating. */
  title: string;
  editTitle: string;
  form: ApiForm<Values>;
  nameMaxLength: number;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <FormDialog
      opened={opened}
      title={editing ? editTitle : title}
      form={form}
      submitLabel={editing ? 'Mentés' : 'Létrehozás'}
      onClose={onClose}
    >
      <TextInput
        label="Név"
        name="name"
        required
        autoComplete="off"
        maxLength={nameMaxLength}
        {...form.form.getInputProps('name')}
        data-autofocus
      />
      {children}
    </FormDialog>
  );
}
