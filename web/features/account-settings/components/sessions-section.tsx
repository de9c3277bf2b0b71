import { Button, Group, Text } from '@mantine/core';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { SectionCard } from '@web/components/section-card';
import { errorText } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { useState } from 'react';
import { useLogoutOthersMutation } from '../api/logout-others';

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
    <SectionCard title="Munkamenetek">
      <Text size="sm">
        Ha máshol (például egy közös vagy elveszett eszközön) bejelentkezve hagyta a fiókját, itt mindenhol
        kijelentkeztetheti. Ezen az eszközön bejelentkezve marad.
      </Text>
      <Group>
        <Button variant="outline" color="red.9" onClick={open}>
          {ACTION}
        </Button>
      </Group>
      <ConfirmDialog
        opened={opened}
        title={ACTION}
        confirmLabel="Igen, kijelentkeztetem"
        loading={mutation.isPending}
        error={formError}
        onConfirm={confirm}
        onClose={() => setOpened(false)}
      >
        Biztosan kijelentkezteti a fiókját minden más eszközön és böngészőben? Ott újra be kell majd
        jelentkeznie. Ezen az eszközön bejelentkezve marad.
      </ConfirmDialog>
    </SectionCard>
  );
}
