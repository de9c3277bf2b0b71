import { Table, Text } from '@mantine/core';
import { type ScheduleEntry, summariseSchedule } from '../work-schedule';

/** The weekly hours, Monday to Sunday, in Europe/Budapest wall-clock time ("Zárva" on free days). */
export function WorkScheduleTable({ entries }: { entries: readonly ScheduleEntry[] }) {
  if (entries.length === 0) {
    return <Text>A tanácsadó még nem adta meg a munkaidejét.</Text>;
  }
  const week = summariseSchedule(entries);
  return (
    <>
      <Table withRowBorders verticalSpacing={6} horizontalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Nap</Table.Th>
            <Table.Th scope="col">Időszak</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {week.map((day) => (
            <Table.Tr key={day.day}>
              <Table.Th scope="row" fw={600}>
                {day.name}
              </Table.Th>
              <Table.Td>
                {day.periods.length > 0 ? (
                  day.periods.join(', ')
                ) : (
                  <Text span c="dimmed" inherit>
                    Zárva
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed" mt="xs">
        Budapesti idő szerint
      </Text>
    </>
  );
}
