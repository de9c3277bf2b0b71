import type { TimeOff } from '@common/api/schedule';
import { Button, Group, Text } from '@mantine/core';
import { IconCalendarEvent, IconPlus } from '@tabler/icons-react';
import { SectionCard } from '@web/components/section-card';
import { TIME_OFF_LOAD_FAILED } from '../api/get-time-off';
import { formatPeriod, upcomingTimeOff } from '../lib/calendar-events';
import { ItemButton, ItemCard, ItemList, type LoadedList, RemovalDialog, useRemoval } from './item-list';

export const TIME_OFF_DELETED = 'A távollét sikeresen törölve.';

/** "Távollétek": the time off that has not ended yet, with adding, showing on the calendar and deleting. */
export function TimeOffSection({
  list,
  onAdd,
  onShow,
  onDelete,
}: {
  list: LoadedList<TimeOff>;
  onAdd: () => void;
  onShow: (timeOff: TimeOff) => void;
  onDelete: (timeOff: TimeOff) => Promise<unknown>;
}) {
  const removal = useRemoval(onDelete, TIME_OFF_DELETED);
  const upcoming = upcomingTimeOff(list.items ?? []);

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
      <section aria-live="polite" aria-busy={list.status === 'pending'} aria-label="Közelgő távollétek">
        <ItemList
          list={list}
          items={upcoming}
          rows={3}
          errorMessage={TIME_OFF_LOAD_FAILED}
          emptyText="Nincs közelgő távolléte."
          testId="time-off"
        >
          {(timeOff) => {
            const period = formatPeriod(timeOff.startTime, timeOff.endTime);
            return (
              <ItemCard
                key={timeOff.id}
                testId="time-off-item"
                minWidth="14rem"
                action={
                  <ItemButton
                    icon={IconCalendarEvent}
                    label={`Megjelenítés a naptárban: ${period}`}
                    onClick={() => onShow(timeOff)}
                  >
                    Naptárban
                  </ItemButton>
                }
                remove={{
                  label: `Távollét törlése: ${period}`,
                  text: 'Törlés',
                  onClick: () => removal.ask(timeOff),
                }}
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
          }}
        </ItemList>
      </section>
      <RemovalDialog
        removal={removal}
        title="Távollét törlése"
        confirmLabel="Törlés"
        question={(timeOff) =>
          `Biztosan törli a(z) ${formatPeriod(timeOff.startTime, timeOff.endTime)} távollétet? Ezután ebben az időszakban újra lehet Önnél foglalni.`
        }
      />
    </SectionCard>
  );
}
