import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationChoices,
} from '@common/api/notifications';
import { Button, Group, List, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { FormSkeleton } from '@web/components/form-skeleton';
import { InlineError } from '@web/components/inline-error';
import { LoadError } from '@web/components/load-error';
import { errorText } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  NOTIFICATION_PREFERENCES_LOAD_FAILED,
  useNotificationPreferencesQuery,
} from '../api/get-notification-preferences';
import { useUpdateNotificationPreferencesMutation } from '../api/update-notification-preferences';
import { CHANNEL_LABELS, changedChoices, switchLabel } from './notification-choices';
import { PushDeviceBlock } from './push-device-block';
import { SettingsSection } from './settings-section';

/**
 * "Értesítések": push on this device, then which events come by e-mail and which as push (for every
 * device of the user), saved with one button.
 */
export function NotificationsSection() {
  const preferences = useNotificationPreferencesQuery();
  return (
    <SettingsSection title="Értesítések">
      <Text size="sm">
        Válassza ki, mely eseményekről kapjon e-mailt és push-értesítést (a böngésző vagy a telefon
        értesítéseként).
      </Text>
      <PushDeviceBlock />
      <Stack gap="sm">
        <Title order={3} size="h4">
          Miről kapjon értesítést?
        </Title>
        {preferences.isPending ? (
          <FormSkeleton rows={3} />
        ) : preferences.isError ? (
          <LoadError
            message={NOTIFICATION_PREFERENCES_LOAD_FAILED}
            onRetry={() => void preferences.refetch()}
          />
        ) : (
          <ChoicesForm saved={preferences.data} />
        )}
      </Stack>
      <List size="sm" spacing={4}>
        <List.Item>
          A biztonsági e-maileket (belépési és megerősítő kódok, jelszócsere) mindig elküldjük, ezek nem
          kapcsolhatók ki.
        </List.Item>
        <List.Item>Az olvasatlan üzenetekről legfeljebb óránként egy e-mailt küldünk.</List.Item>
        <List.Item>
          Push-értesítést csak azok az eszközök kapnak, amelyeken bekapcsolta (lásd fent).
        </List.Item>
      </List>
    </SettingsSection>
  );
}

function ChoicesForm({ saved }: { saved: NotificationChoices }) {
  const mutation = useUpdateNotificationPreferencesMutation();
  const [draft, setDraft] = useState<NotificationChoices>(saved);
  const [error, setError] = useState<string | null>(null);
  // The save button is disabled while saving (and loses the focus): the focus returns to it after.
  const saveRef = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || saveRef.current?.disabled) return;
    saveRef.current?.focus();
    setRefocus(false);
  });

  const set = (event: keyof NotificationChoices, channel: NotificationChannel, on: boolean) =>
    setDraft((current) => ({ ...current, [event]: { ...current[event], [channel]: on } }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const hadFocus = document.activeElement === saveRef.current;
    mutation.mutate(changedChoices(saved, draft), {
      onSettled: () => setRefocus(hadFocus),
      onSuccess: (answer) => {
        setDraft(answer.data);
        notifySuccess('Értesítési beállítások mentve.');
      },
      onError: (failure) => setError(errorText(failure, 'Nem sikerült menteni az értesítési beállításokat.')),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Table.ScrollContainer minWidth={280}>
          <Table verticalSpacing="xs" horizontalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Esemény</Table.Th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.Th key={channel} scope="col" ta="center" w={72}>
                    {CHANNEL_LABELS[channel]}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {NOTIFICATION_EVENTS.map((event) => (
                <Table.Tr key={event}>
                  <Table.Th scope="row" fw={400}>
                    {NOTIFICATION_EVENT_LABELS[event]}
                  </Table.Th>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <Table.Td key={channel}>
                      <Group justify="center">
                        <Switch
                          aria-label={switchLabel(event, channel)}
                          checked={draft[event][channel]}
                          onChange={(change) => set(event, channel, change.currentTarget.checked)}
                        />
                      </Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <InlineError message={error} />
        <Group>
          <Button ref={saveRef} type="submit" loading={mutation.isPending}>
            Értesítési beállítások mentése
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
