import { createAdviserBody } from '@common/api/advisers';
import { messages } from '@common/messages';
import { Text, TextInput } from '@mantine/core';
import { FormDialog } from '@web/components/form-dialog';
import { useApiForm } from '@web/lib/use-api-form';
import { useCreateAdviserMutation } from '../api/create-adviser';

/** "Új tanácsadó": an admin opens an adviser account; the adviser chooses a password from the mail. */
export function CreateAdviserDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const create = useCreateAdviserMutation();
  const adviser = useApiForm({
    initialValues: { name: '', email: '' },
    schema: createAdviserBody,
    submit: (body) => create.mutateAsync(body),
    success: messages.advisers.created,
    afterSave: 'initial',
    onSuccess: (answer) => onCreated(answer.data.id),
    errorFields: { EMAIL_TAKEN: 'email' },
    errorText: messages.advisers.createFailed,
    openedFor: opened,
  });
  const { form } = adviser;

  return (
    <FormDialog
      opened={opened}
      title="Új tanácsadói fiók"
      form={adviser}
      submitLabel="Létrehozás"
      onClose={onClose}
    >
      <Text size="sm">
        A tanácsadó e-mailt kap, amelyből jelszót állíthat be. A fiók inaktív marad, amíg nem aktiválja.
      </Text>
      <TextInput
        label="Név"
        name="name"
        required
        autoComplete="off"
        {...form.getInputProps('name')}
        data-autofocus
      />
      <TextInput
        label="E-mail cím"
        name="email"
        type="email"
        required
        autoComplete="off"
        {...form.getInputProps('email')}
      />
    </FormDialog>
  );
}
