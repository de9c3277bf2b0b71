import { createAdviserBody } from '@common/api/advisers';
import { messages } from '@common/messages';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { InlineError } from '@web/components/inline-error';
import {
  errorCode,
  errorText,
  type FieldErrors,
  fieldErrorsOf,
  focusFirstInvalid,
  serverFieldErrors,
} from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { type FormEvent, useRef, useState } from 'react';
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
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setName('');
    setEmail('');
    setErrors({});
    setError(null);
  };
  const close = () => {
    if (create.isPending) return;
    reset();
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createAdviserBody.safeParse({ name, email });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      focusFirstInvalid(formRef);
      return;
    }
    setErrors({});
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (answer) => {
        notifySuccess(messages.advisers.created);
        reset();
        onCreated(answer.data.id);
      },
      onError: (e) => {
        const fields = serverFieldErrors(e);
        if (errorCode(e) === 'EMAIL_TAKEN') fields.email = errorText(e, messages.advisers.createFailed);
        if (Object.keys(fields).length > 0) {
          setErrors(fields);
          focusFirstInvalid(formRef);
        } else setError(errorText(e, messages.advisers.createFailed));
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Új tanácsadói fiók"
      centered
      closeButtonProps={{ 'aria-label': 'Bezárás' }}
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            A tanácsadó e-mailt kap, amelyből jelszót állíthat be. A fiók inaktív marad, amíg nem aktiválja.
          </Text>
          <TextInput
            label="Név"
            name="name"
            required
            autoComplete="off"
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            label="E-mail cím"
            name="email"
            type="email"
            required
            autoComplete="off"
            value={email}
            error={errors.email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <InlineError message={error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              Mégse
            </Button>
            <Button type="submit" loading={create.isPending}>
              Létrehozás
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
