import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { InlineError } from '@web/components/inline-error';
import { errorText } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { useState } from 'react';
import { useLogoutOthersMutation } from '../api/logout-others';
import { SettingsSection } from './settings-section';

const ACTION = 'Kijelentkezés minden más eszközről';

/** "Munkamenetek": ends every other session of the user after a confirmation. */
export function SessionsSection() {
  const mutation = useLogoutOthersMutation();
  const [opened, setOpened] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const open = () => {
    setFormError(null);
    setOpened(true);
  };
  const close = () => {
    if (!mutation.isPending) setOpened(false);
  };

  const confirm = () => {
    setFormError(null);
    mutation.mutate(undefined, {
      onSuccess: (answer) => {
        notifySuccess(answer?.message || 'Minden más eszközről kijelentkeztettük');
        setOpened(false);
      },
      onError: (error) => setFormError(errorText(error, '') || null),
    });
  };

  return (
    <SettingsSection title="Munkamenetek">
      <Text size="sm">
        Ha máshol (például egy közös vagy elveszett eszközön) bejelentkezve hagyta a fiókját, itt mindenhol
        kijelentkeztetheti. Ezen az eszközön bejelentkezve marad.
      </Text>
      <Group>
        <Button variant="outline" color="red.9" onClick={open}>
          {ACTION}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title={ACTION}
        centered
        closeButtonProps={{ 'aria-label': 'Bezárás' }}
      >
        <Stack gap="md">
          <Text size="sm">
            Biztosan kijelentkezteti a fiókját minden más eszközön és böngészőben? Ott újra be kell majd
            jelentkeznie. Ezen az eszközön bejelentkezve marad.
          </Text>
          <InlineError message={formError} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={mutation.isPending} data-autofocus>
              Mégse
            </Button>
            <Button color="red.9" onClick={confirm} loading={mutation.isPending}>
              Igen, kijelentkeztetem
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsSection>
  );
}
