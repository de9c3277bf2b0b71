import { twoFactorBody } from '@common/api/auth';
import { Button, Group, Text } from '@mantine/core';
import { FormDialog } from '@web/components/form-dialog';
import { PasswordField } from '@web/components/password-field';
import { SectionCard } from '@web/components/section-card';
import { type SessionUser, useAuthStore } from '@web/lib/auth-store';
import { notifySuccess } from '@web/lib/notify';
import { useApiForm } from '@web/lib/use-api-form';
import { useState } from 'react';
import { useSetTwoFactorMutation } from '../api/set-two-factor';

const passwordForm = twoFactorBody.pick({ currentPassword: true });

function isTwoFactorOn(user: SessionUser | null) {
  return (user?.twoFactorAuth as { isEnabled?: unknown } | undefined)?.isEnabled === true;
}

/** "Kétlépcsős azonosítás": state, and a switch that asks for the current password in a dialog. */
export function TwoFactorSection() {
  const user = useAuthStore((s) => s.user);
  const enabled = isTwoFactorOn(user);
  const mutation = useSetTwoFactorMutation();
  const [opened, setOpened] = useState(false);
  // What the open dialog does, fixed when it opens (the state flips before its closing animation ends).
  const [turnOn, setTurnOn] = useState(true);
  const dialogForm = useApiForm({
    initialValues: { currentPassword: '' },
    schema: passwordForm,
    submit: ({ currentPassword }) => mutation.mutateAsync({ enabled: turnOn, currentPassword }),
    afterSave: 'initial',
    onSuccess: (answer) => {
      const updated = answer?.user ?? answer?.data?.user;
      if (updated) useAuthStore.getState().setUser(updated);
      notifySuccess(
        (updated ? isTwoFactorOn(updated) : turnOn)
          ? 'Kétlépcsős azonosítás bekapcsolva. A többi eszközön kijelentkeztettük.'
          : 'Kétlépcsős azonosítás kikapcsolva',
      );
      setOpened(false);
    },
    errorFields: { WRONG_PASSWORD: 'currentPassword', VALIDATION_ERROR: 'currentPassword' },
    errorText: '',
    openedFor: opened,
  });

  const open = () => {
    setTurnOn(!enabled);
    setOpened(true);
  };

  return (
    <SectionCard title="Kétlépcsős azonosítás">
      <Text size="sm">
        Bekapcsolt kétlépcsős azonosítás esetén a jelszó megadása után egy e-mailben küldött kóddal is
        igazolnia kell magát a bejelentkezéskor.
      </Text>
      <Group justify="space-between" gap="sm">
        <Text>
          Állapot:{' '}
          <Text span fw={700} data-testid="two-factor-state">
            {enabled ? 'Bekapcsolva' : 'Kikapcsolva'}
          </Text>
        </Text>
        <Button variant={enabled ? 'default' : 'filled'} onClick={open}>
          {enabled ? 'Kikapcsolás' : 'Bekapcsolás'}
        </Button>
      </Group>
      <FormDialog
        opened={opened}
        title={turnOn ? 'Kétlépcsős azonosítás bekapcsolása' : 'Kétlépcsős azonosítás kikapcsolása'}
        form={dialogForm}
        submitLabel={turnOn ? 'Bekapcsolás' : 'Kikapcsolás'}
        onClose={() => setOpened(false)}
      >
        <Text size="sm">A módosításhoz adja meg jelenlegi jelszavát.</Text>
        <PasswordField
          label="Jelenlegi jelszó"
          name="currentPassword"
          autoComplete="current-password"
          required
          data-autofocus
          {...dialogForm.form.getInputProps('currentPassword')}
        />
      </FormDialog>
    </SectionCard>
  );
}
