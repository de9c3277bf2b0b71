import type { TimeOff } from '@common/api/schedule';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconPlus, IconTrash } from '@tabler/icons-react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormSkeleton } from '@web/components/form-skeleton';
import { LoadError } from '@web/components/load-error';
import { SectionCard } from '@web/components/section-card';
import { notifySuccess } from '@web/lib/notify';
import { useState } from 'react';
import { TIME_OFF_LOAD_FAILED } from '../api/get-time-off';
import { formatPeriod, upcomingTimeOff } from '../lib/calendar-events';

export const TIME_OFF_DELETED = 'A távollét sikeresen törölve.';

/** "Távollétek": the time off that has not ended yet, with adding, showing on the calendar and deleting. */
export function TimeOffSection({
  status,
  list,
  onRetry,
  onAdd,
  onShow,
  deleting,
  onDelete,
}: {
  status: 'pending' | 'error' | 'success';
  list: readonly TimeOff[] | undefined;
  onRetry: () => void;
  onAdd: () => void;
  onShow: (timeOff: TimeOff) => void;
  deleting: boolean;
  onDelete: (timeOff: TimeOff) => Promise<unknown>;
}) {
  const [removing, setRemoving] = useState<TimeOff | null>(null);
  const upcoming = upcomingTimeOff(list ?? []);

  const remove = async () => {
    if (!removing) return;
    try {
      await onDelete(removing);
      notifySuccess(TIME_OFF_DELETED);
      setRemoving(null);
    } catch {
      // The red toast has already been shown.
    }
  };

  return (
    <SectionCard
      title="Távollétek"
      id="tavollet"
      action={
        <Group>
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={onAdd}>
            Távollét hozzáadása
          </Button>
        </Group>
      }
    >
      <Text size="sm">
        Távollét idején nem lehet Önnél időpontot foglalni. A már meglévő foglalásokat a távollét nem mondja
        le. Távollétet a naptárban egy időpontra kattintva vagy egy időszakot egérrel kijelölve is felvehet.
      </Text>
      <section aria-live="polite" aria-busy={status === 'pending'} aria-label="Közelgő távollétek">
        {status === 'pending' ? (
          <FormSkeleton rows={3} />
        ) : status === 'error' ? (
          <LoadError message={TIME_OFF_LOAD_FAILED} onRetry={onRetry} />
        ) : upcoming.length === 0 ? (
          <Text c="dimmed" data-testid="time-off-empty">
            Nincs közelgő távolléte.
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="sm"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            data-testid="time-off-list"
          >
            {upcoming.map((timeOff) => {
              const period = formatPeriod(timeOff.startTime, timeOff.endTime);
              return (
                <Paper
                  component="li"
                  key={timeOff.id}
                  withBorder
                  radius="md"
                  p="sm"
                  data-testid="time-off-item"
                >
                  <Group justify="space-between" align="flex-start" gap="sm">
                    <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                      <Text fw={600}>{period}</Text>
                      <Text
                        size="sm"
                        c={timeOff.reason ? undefined : 'dimmed'}
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {timeOff.reason || 'Nincs megadott indoklás'}
                      </Text>
                    </Stack>
                    <Group gap="xs">
                      <Button
                        variant="default"
                        size="xs"
                        leftSection={<IconCalendarEvent size={16} aria-hidden="true" />}
                        aria-label={`Megjelenítés a naptárban: ${period}`}
                        onClick={() => onShow(timeOff)}
                      >
                        Naptárban
                      </Button>
                      <Button
                        variant="outline"
                        color="red.9"
                        size="xs"
                        leftSection={<IconTrash size={16} aria-hidden="true" />}
                        aria-label={`Távollét törlése: ${period}`}
                        onClick={() => setRemoving(timeOff)}
                      >
                        Törlés
                      </Button>
                    </Group>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
      </section>
      <ConfirmDialog
        opened={removing !== null}
        title="Távollét törlése"
        confirmLabel="Törlés"
        loading={deleting}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      >
        {removing
          ? `Biztosan törli a(z) ${formatPeriod(removing.startTime, removing.endTime)} távollétet? Ezután ebben az időszakban újra lehet Önnél foglalni.`
          : ''}
      </ConfirmDialog>
    </SectionCard>
  );
}
