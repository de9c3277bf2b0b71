import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_EVENTS,
  type NotificationChoices,
  notificationChoicesSchema,
} from '@common/api/notifications';
import { Group, List, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { QueryBody } from '@web/components/query-body';
import { SaveForm } from '@web/components/save-form';
import { SectionCard } from '@web/components/section-card';
import { useApiForm } from '@web/lib/use-api-form';
import { useEffect, useRef, useState } from 'react';
import {
  NOTIFICATION_PREFERENCES_LOAD_FAILED,
  useNotificationPreferencesQuery,
} from '../api/get-notification-preferences';
import { useUpdateNotificationPreferencesMutation } from '../api/update-notification-preferences';
import { CHANNEL_LABELS, changedChoices, switchLabel } from './notification-choices';
import { PushDeviceBlock } from './push-device-block';

/**
 * "Értesítések": push on this device, then which events come by e-mail and which as push (for every
 * device of the user), saved with one button.
 */
export function NotificationsSection() {
  const preferences = useNotificationPreferencesQuery();
  return (
    <SectionCard title="Értesítések">
      <Text size="sm">
        Válassza ki, mely eseményekről kapjon e-mailt és push-értesítést (a böngésző vagy a telefon
        értesítéseként).
      </Text>
      <PushDeviceBlock />
      <Stack gap="sm">
        <Title order={3} size="h4">
          Miről kapjon értesítést?
        </Title>
        <QueryBody query={preferences} rows={3} errorMessage={NOTIFICATION_PREFERENCES_LOAD_FAILED}>
          {(saved) => <ChoicesForm saved={saved} />}
        </QueryBody>
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
    </SectionCard>
  );
}

function ChoicesForm({ saved }: { saved: NotificationChoices }) {
  const mutation = useUpdateNotificationPreferencesMutation();
  // The save button is disabled while saving (and loses the focus): the focus returns to it after.
  const saveRef = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (!refocus || saveRef.current?.disabled) return;
    saveRef.current?.focus();
    setRefocus(false);
  });
  const choices = useApiForm({
    initialValues: saved,
    schema: notificationChoicesSchema,
    submit: (draft) =>
      mutation.mutateAsync(changedChoices(saved, draft)).finally(() => setRefocus(hadFocus.current)),
    success: 'Értesítési beállítások mentve.',
    afterSave: (_, answer) => answer.data,
    errorText: 'Nem sikerült menteni az értesítési beállításokat.',
  });
  const { form } = choices;

  return (
    <SaveForm
      form={{
        ...choices,
        onSubmit: (event) => {
          hadFocus.current = document.activeElement === saveRef.current;
          choices.onSubmit(event);
        },
      }}
      submitLabel="Értesítési beállítások mentése"
      submitRef={saveRef}
    >
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
                        {...form.getInputProps(`${event}.${channel}`, { type: 'checkbox' })}
                      />
                    </Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SaveForm>
  );
}
