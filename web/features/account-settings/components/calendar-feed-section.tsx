import type { NewCalendarFeed } from '@common/api/calendar-feed';
import { formatDate } from '@common/format';
import { Button, CopyButton, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormSkeleton } from '@web/components/form-skeleton';
import { InlineError } from '@web/components/inline-error';
import { LoadError } from '@web/components/load-error';
import { SectionCard } from '@web/components/section-card';
import { errorText } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { useEffect, useRef, useState } from 'react';
import { useCreateCalendarFeedMutation } from '../api/create-calendar-feed';
import { useDeleteCalendarFeedMutation } from '../api/delete-calendar-feed';
import { CALENDAR_FEED_LOAD_FAILED, useCalendarFeedQuery } from '../api/get-calendar-feed';

const CREATE = 'Naptárcím létrehozása';
const REPLACE = 'Új cím készítése';
const DISABLE = 'Kikapcsolás';

/** Where the address goes in the common calendar apps. */
const HOW_TO = [
  { app: 'Google Naptár', steps: 'Egyéb naptárak → + → URL alapján' },
  { app: 'Outlook', steps: 'Naptár hozzáadása → Feliratkozás a webről' },
  { app: 'Apple', steps: 'Fájl → Új naptár-előfizetés' },
];

/**
 * "Naptár-szinkron": a secret iCalendar address of the user's consultations for Google, Outlook or
 * Apple calendars. The server keeps only a hash, so the address is shown once, right after it is made.
 */
export function CalendarFeedSection() {
  const feed = useCalendarFeedQuery();
  const create = useCreateCalendarFeedMutation();
  const remove = useDeleteCalendarFeedMutation();
  // The address of the answer to this page's last PUT (never stored, never fetched again).
  const [created, setCreated] = useState<NewCalendarFeed | null>(null);
  const [dialog, setDialog] = useState<'replace' | 'disable' | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  // The button the keyboard focus was on disappears: the focus goes to what replaces it.
  const [focusNext, setFocusNext] = useState<'url' | 'create' | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  const createRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focusNext) return;
    const target = focusNext === 'url' ? urlRef.current : createRef.current;
    if (target) {
      target.focus();
      setFocusNext(null);
    }
  });

  const state = feed.data;
  // Shown only while it is the address of the active feed (not after a later change elsewhere).
  const url = state?.active && created && created.createdAt === state.createdAt ? created.url : null;

  const makeNew = (fromDialog: boolean) => {
    setFormError(null);
    setDialogError(null);
    create.mutate(undefined, {
      onSuccess: (answer) => {
        setCreated(answer.data);
        setDialog(null);
        notifySuccess('Naptárcím elkészült.');
        // From the dialog the focus returns to "Új cím készítése", which stays.
        if (!fromDialog) setFocusNext('url');
      },
      onError: (error) => {
        const text = errorText(error, 'Nem sikerült létrehozni a naptárcímet.');
        if (fromDialog) setDialogError(text);
        else setFormError(text);
      },
    });
  };

  const disable = () => {
    setDialogError(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        setCreated(null);
        setDialog(null);
        notifySuccess('Naptár-szinkron kikapcsolva.');
        setFocusNext('create');
      },
      onError: (error) => setDialogError(errorText(error, 'Nem sikerült kikapcsolni a naptár-szinkront.')),
    });
  };

  const openDialog = (kind: 'replace' | 'disable') => {
    setFormError(null);
    setDialogError(null);
    setDialog(kind);
  };
  const closeDialog = () => setDialog(null);

  return (
    <SectionCard title="Naptár-szinkron">
      <Text size="sm">
        Konzultációit feliratkozással megjelenítheti Google, Outlook vagy Apple naptárában. A cím titkos: aki
        ismeri, látja a konzultációi időpontját. Jelszócsere, a többi eszköz kijelentkeztetése vagy a
        kétlépcsős azonosítás bekapcsolása a címet is megszünteti; utána újat kell létrehoznia.
      </Text>
      {feed.isPending ? (
        <FormSkeleton rows={2} />
      ) : feed.isError ? (
        <LoadError message={CALENDAR_FEED_LOAD_FAILED} onRetry={() => void feed.refetch()} />
      ) : state?.active ? (
        <Stack gap="md">
          <Text data-testid="calendar-feed-state">
            Aktív naptárcím, létrehozva: {state.createdAt ? formatDate(state.createdAt) : '–'}
          </Text>
          {url && (
            <Stack gap="sm">
              <Group align="flex-end" gap="sm" wrap="wrap">
                <TextInput
                  ref={urlRef}
                  label="Naptárcím"
                  description="Biztonsági okból a címet csak most mutatjuk meg. Ha elveszíti, készítsen újat."
                  value={url}
                  readOnly
                  onFocus={(event) => event.currentTarget.select()}
                  style={{ flex: '1 1 320px' }}
                  styles={{ input: { fontFamily: 'monospace' } }}
                />
                <CopyButton value={url} timeout={3000}>
                  {({ copied, copy }) => (
                    <Button
                      variant={copied ? 'light' : 'default'}
                      color={copied ? 'teal.9' : undefined}
                      onClick={copy}
                    >
                      {copied ? 'Másolva' : 'Cím másolása'}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Text size="sm" fw={600}>
                Feliratkozás a naptárában:
              </Text>
              <List size="sm" spacing={4}>
                {HOW_TO.map(({ app, steps }) => (
                  <List.Item key={app}>
                    <Text span size="sm" fw={600}>
                      {app}:
                    </Text>{' '}
                    {steps}
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          <Group gap="sm">
            <Button variant="default" onClick={() => openDialog('replace')}>
              {REPLACE}
            </Button>
            <Button variant="outline" color="red.9" onClick={() => openDialog('disable')}>
              {DISABLE}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text data-testid="calendar-feed-state">Nincs aktív naptárcím.</Text>
          <Group>
            <Button ref={createRef} onClick={() => makeNew(false)} loading={create.isPending}>
              {CREATE}
            </Button>
          </Group>
          <InlineError message={formError} />
        </Stack>
      )}
      <ConfirmDialog
        opened={dialog === 'replace'}
        title="Új naptárcím"
        confirmLabel={REPLACE}
        confirmColor="blue"
        loading={create.isPending}
        error={dialogError}
        onConfirm={() => makeNew(true)}
        onClose={closeDialog}
      >
        A régi cím azonnal megszűnik; a naptárában arra a címre feliratkozott naptár nem frissül tovább.
      </ConfirmDialog>
      <ConfirmDialog
        opened={dialog === 'disable'}
        title="Naptár-szinkron kikapcsolása"
        confirmLabel={DISABLE}
        loading={remove.isPending}
        error={dialogError}
        onConfirm={disable}
        onClose={closeDialog}
      >
        A cím azonnal megszűnik.
      </ConfirmDialog>
    </SectionCard>
  );
}
