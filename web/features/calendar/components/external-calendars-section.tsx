import {
  EXTERNAL_CALENDARS_MAX,
  type ExternalCalendar,
  type ExternalCalendarBody,
  externalCalendarBody,
} from '@common/api/external-calendars';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconRefresh } from '@tabler/icons-react';
import { SectionCard } from '@web/components/section-card';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useApiForm } from '@web/lib/use-api-form';
import { useEffect, useId, useRef, useState } from 'react';
import { EXTERNAL_CALENDARS_LOAD_FAILED } from '../api/get-external-calendars';
import { externalSyncText } from '../lib/calendar-events';
import { ItemButton, ItemCard, ItemList, type LoadedList, RemovalDialog, useRemoval } from './item-list';

export const EXTERNAL_CALENDAR_ADDED = 'A külső naptár sikeresen hozzáadva.';
export const EXTERNAL_CALENDAR_SYNCED = 'A külső naptár szinkronizálva.';
export const EXTERNAL_CALENDAR_REMOVED = 'A külső naptár eltávolítva.';

const EMPTY: ExternalCalendarBody = { name: '', url: '' };

function CalendarItem({
  calendar,
  syncing,
  onSync,
  onRemove,
}: {
  calendar: ExternalCalendar;
  syncing: boolean;
  onSync: () => void;
  onRemove: () => void;
}) {
  return (
    <ItemCard
      testId="external-calendar-item"
      minWidth="16rem"
      action={
        <ItemButton
          icon={IconRefresh}
          label={`Szinkronizálás most: ${calendar.name}`}
          loading={syncing}
          onClick={onSync}
        >
          Szinkronizálás most
        </ItemButton>
      }
      remove={{ label: `Eltávolítás: ${calendar.name}`, text: 'Eltávolítás', onClick: onRemove }}
    >
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {calendar.name}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {calendar.host}
      </Text>
      <Text size="sm" data-testid="external-calendar-sync">
        {externalSyncText(calendar)}
      </Text>
      {calendar.lastSyncedAt ? (
        <Text size="sm" c="dimmed">
          Foglalt idősávok a foglalható időszakban: {calendar.busyCount}
        </Text>
      ) : null}
      <div role="status" aria-live="polite">
        {calendar.lastError ? (
          <Group gap={6} wrap="nowrap" align="flex-start" data-testid="external-calendar-error">
            <IconAlertTriangle
              size={18}
              color="var(--mantine-color-red-9)"
              aria-hidden="true"
              style={{ flexShrink: 0, marginTop: 2 }}
            />
            <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
              Hiba a legutóbbi szinkronizáláskor: {calendar.lastError}
            </Text>
          </Group>
        ) : null}
      </div>
    </ItemCard>
  );
}

/**
 * "Külső naptárak": the adviser's Google, Outlook or iCloud calendars by their secret iCal address. Their
 * busy times block the slots askers could book (only the times are kept, never what the events are).
 */
export function ExternalCalendarsSection({
  list,
  adding,
  onAdd,
  syncingId,
  onSync,
  onRemove,
}: {
  list: LoadedList<ExternalCalendar>;
  adding: boolean;
  onAdd: (body: ExternalCalendarBody) => Promise<ExternalCalendar>;
  /** The calendar being synced now, if any. */
  syncingId: string | null;
  onSync: (calendar: ExternalCalendar) => Promise<ExternalCalendar>;
  onRemove: (calendar: ExternalCalendar) => Promise<unknown>;
}) {
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const listHeadingId = useId();
  // The red toast of a failed call has already been shown; field-level answers land on their fields.
  const { form, formRef, onSubmit } = useApiForm({
    initialValues: EMPTY,
    schema: externalCalendarBody,
    submit: onAdd,
    success: (added) => (added.lastError ? null : EXTERNAL_CALENDAR_ADDED),
    onSuccess: (added) => {
      if (added.lastError) notifyError(`A naptárat felvettük, de nem sikerült letölteni: ${added.lastError}`);
    },
    afterSave: 'initial',
  });
  // The removed calendar's buttons are gone: the focus goes to the list's heading.
  const [focusList, setFocusList] = useState(false);
  const removal = useRemoval(onRemove, EXTERNAL_CALENDAR_REMOVED, () => setFocusList(true));
  const calendars = list.items ?? [];
  const full = calendars.length >= EXTERNAL_CALENDARS_MAX;

  useEffect(() => {
    if (!focusList || removal.item) return;
    // After the dialog has given the focus back (to a button that no longer exists).
    const timer = window.setTimeout(() => {
      listHeadingRef.current?.focus();
      setFocusList(false);
    }, 50);
    return () => window.clearTimeout(timer);
  }, [focusList, removal.item]);

  const sync = async (calendar: ExternalCalendar) => {
    try {
      const synced = await onSync(calendar);
      if (synced.lastError)
        notifyError(`A(z) „${synced.name}” naptár letöltése nem sikerült: ${synced.lastError}`);
      else notifySuccess(EXTERNAL_CALENDAR_SYNCED);
    } catch {
      // The red toast has already been shown.
    }
  };

  return (
    <SectionCard title="Külső naptárak" id="kulso-naptarak">
      <Text size="sm">
        Adja meg Google, Outlook vagy iCloud naptárának titkos iCal-címét: az ott foglalt idősávokban a
        kérdezők nem foglalhatnak. A naptár tartalmát nem tároljuk, csak a foglalt idősávokat.
      </Text>
      <Text size="sm" c="dimmed">
        A naptárakat rendszeresen, automatikusan frissítjük; a „Szinkronizálás most” gombbal azonnal is
        frissítheti őket. Legfeljebb {EXTERNAL_CALENDARS_MAX} naptárat kapcsolhat össze.
      </Text>

      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Külső naptár hozzáadása">
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="Név"
              description="Például: Munkahelyi naptár"
              required
              maxLength={60}
              autoComplete="off"
              {...form.getInputProps('name')}
              style={{ flex: '1 1 14rem' }}
            />
            <TextInput
              label="iCal-cím (URL)"
              description="A naptár beállításai között: „Titkos cím iCal formátumban” vagy „ICS-hivatkozás”."
              required
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              {...form.getInputProps('url')}
              style={{ flex: '3 1 20rem' }}
            />
          </Group>
          <Group gap="sm">
            <Button
              type="submit"
              loading={adding}
              disabled={full}
              leftSection={<IconPlus size={18} aria-hidden="true" />}
            >
              Naptár hozzáadása
            </Button>
            {full ? (
              <Text size="sm" data-testid="external-calendars-full">
                Elérte a legfeljebb {EXTERNAL_CALENDARS_MAX} külső naptárat. Újat egy meglévő eltávolítása
                után adhat hozzá.
              </Text>
            ) : null}
          </Group>
        </Stack>
      </form>

      <section aria-labelledby={listHeadingId} aria-busy={list.status === 'pending'}>
        <Stack gap="sm">
          <Title order={3} size="h4" id={listHeadingId} ref={listHeadingRef} tabIndex={-1}>
            Összekapcsolt naptárak
          </Title>
          <ItemList
            list={list}
            rows={2}
            errorMessage={EXTERNAL_CALENDARS_LOAD_FAILED}
            emptyText="Még nem kapcsolt össze külső naptárat."
            testId="external-calendars"
          >
            {(calendar) => (
              <CalendarItem
                key={calendar.id}
                calendar={calendar}
                syncing={syncingId === calendar.id}
                onSync={() => void sync(calendar)}
                onRemove={() => removal.ask(calendar)}
              />
            )}
          </ItemList>
        </Stack>
      </section>

      <RemovalDialog
        removal={removal}
        title="Külső naptár eltávolítása"
        confirmLabel="Eltávolítás"
        question={(calendar) =>
          `Biztosan eltávolítja a(z) „${calendar.name}” naptárat? Foglalt idősávjai ezután nem zárják ki a foglalást.`
        }
      />
    </SectionCard>
  );
}
