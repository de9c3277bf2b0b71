import type { TimeOff } from '@common/api/schedule';
import { Button, Group, Text } from '@mantine/core';
import { IconCalendarEvent, IconPlus } from '@tabler/icons-react';
import { SectionCard } from '@web/components/section-card';
import { TIME_OFF_LOAD_FAILED } from '../api/get-time-off';
import { formatPeriod, upcomingTimeOff } from '../lib/calendar-events';
import { ItemCard, ItemList, ItemListStates, RemovalDialog, RemoveItemButton, useRemoval } from './item-list';

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
  const removal = useRemoval(onDelete, TIME_OFF_DELETED);
  const upcoming = upcomingTimeOff(list ?? []);

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
        <ItemListStates
          status={status}
          rows={3}
          errorMessage={TIME_OFF_LOAD_FAILED}
          onRetry={onRetry}
          empty={upcoming.length === 0}
          emptyTestId="time-off-empty"
          emptyText="Nincs közelgő távolléte."
        >
          <ItemList testId="time-off-list">
            {upcoming.map((timeOff) => {
              const period = formatPeriod(timeOff.startTime, timeOff.endTime);
              return (
                <ItemCard
                  key={timeOff.id}
                  testId="time-off-item"
                  minWidth="14rem"
                  actions={
                    <>
                      <Button
                        variant="default"
                        size="xs"
                        leftSection={<IconCalendarEvent size={16} aria-hidden="true" />}
                        aria-label={`Megjelenítés a naptárban: ${period}`}
                        onClick={() => onShow(timeOff)}
                      >
                        Naptárban
                      </Button>
                      <RemoveItemButton
                        label={`Távollét törlése: ${period}`}
                        onClick={() => removal.ask(timeOff)}
                      >
                        Törlés
                      </RemoveItemButton>
                    </>
                  }
                >
                  <Text fw={600}>{period}</Text>
                  <Text
                    size="sm"
                    c={timeOff.reason ? undefined : 'dimmed'}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {timeOff.reason || 'Nincs megadott indoklás'}
                  </Text>
                </ItemCard>
              );
            })}
          </ItemList>
        </ItemListStates>
      </section>
      <RemovalDialog
        removal={removal}
        title="Távollét törlése"
        confirmLabel="Törlés"
        loading={deleting}
        question={(timeOff) =>
          `Biztosan törli a(z) ${formatPeriod(timeOff.startTime, timeOff.endTime)} távollétet? Ezután ebben az időszakban újra lehet Önnél foglalni.`
        }
      />
    </SectionCard>
  );
}
