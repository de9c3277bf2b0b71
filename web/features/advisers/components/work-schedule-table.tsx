import { Text } from '@mantine/core';
import { TextTable } from '@web/components/text-table';
import { type ScheduleEntry, summariseSchedule } from '../work-schedule';

/** The weekly hours, Monday to Sunday, in Europe/Budapest wall-clock time ("Zárva" on free days). */
export function WorkScheduleTable({ entries }: { entries: readonly ScheduleEntry[] }) {
  if (entries.length === 0) {
    return <Text>A tanácsadó még nem adta meg a munkaidejét.</Text>;
  }
  const week = summariseSchedule(entries);
  return (
    <>
      <TextTable>
        <thead>
          <tr>
            <th scope="col">Nap</th>
            <th scope="col">Időszak</th>
          </tr>
        </thead>
        <tbody>
          {week.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.name}</th>
              <td>
                {day.periods.length > 0 ? (
                  day.periods.join(', ')
                ) : (
                  <Text span c="dimmed" inherit>
                    Zárva
                  </Text>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </TextTable>
      <Text size="sm" c="dimmed" mt="xs">
        Budapesti idő szerint
      </Text>
    </>
  );
}
