import { twoFactorBody } from '@common/api/auth';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { InlineError } from '@web/components/inline-error';
import { PasswordField } from '@web/components/password-field';
import { type SessionUser, useAuthStore } from '@web/lib/auth-store';
import { errorCode, errorText, fieldErrorsOf } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { type FormEvent, useState } from 'react';
import { useSetTwoFactorMutation } from '../api/set-two-factor';
import { SettingsSection } from './settings-section';

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
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const open = () => {
    setPassword('');
    setPasswordError(undefined);
    setFormError(null);
    setTurnOn(!enabled);
    setOpened(true);
  };
  const close = () => {
    if (!mutation.isPending) setOpened(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = twoFactorBody.safeParse({ enabled: turnOn, currentPassword: password });
    if (!parsed.success) {
      setPasswordError(fieldErrorsOf(parsed.error).currentPassword);
      return;
    }
    setPasswordError(undefined);
    mutation.mutate(parsed.data, {
      onSuccess: (answer) => {
        const updated = answer?.user ?? answer?.data?.user;
        if (updated) useAuthStore.getState().setUser(updated);
        const nowOn = updated ? isTwoFactorOn(updated) : parsed.data.enabled;
        notifySuccess(
          nowOn
            ? 'Kétlépcsős azonosítás bekapcsolva. A többi eszközön kijelentkeztettük.'
            : 'Kétlépcsős azonosítás kikapcsolva',
        );
        setPassword('');
        setOpened(false);
      },
      onError: (error) => {
        const text = errorText(error, '');
        if (errorCode(error) === 'WRONG_PASSWORD' || errorCode(error) === 'VALIDATION_ERROR') {
          setPasswordError(text);
        } else setFormError(text || null);
      },
    });
  };

  return (
    <SettingsSection title="Kétlépcsős azonosítás">
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
      <Modal
        opened={opened}
        onClose={close}
        title={turnOn ? 'Kétlépcsős azonosítás bekapcsolása' : 'Kétlépcsős azonosítás kikapcsolása'}
        centered
        closeButtonProps={{ 'aria-label': 'Bezárás' }}
      >
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">A módosításhoz adja meg jelenlegi jelszavát.</Text>
            <PasswordField
              label="Jelenlegi jelszó"
              name="currentPassword"
              autoComplete="current-password"
              required
              data-autofocus
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={passwordError}
            />
            <InlineError message={formError} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={mutation.isPending}>
                Mégse
              </Button>
              <Button type="submit" loading={mutation.isPending}>
                {turnOn ? 'Bekapcsolás' : 'Kikapcsolás'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </SettingsSection>
  );
}
