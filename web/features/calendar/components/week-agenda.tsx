import type { Appointment } from '@common/api/appointments';
import { Badge, Group, Stack, Text } from '@mantine/core';
import classes from '../calendar.module.css';
import { statusLabel, timeRangeText, weekAgenda } from '../lib/calendar-events';
import { formatDayHeading } from '../lib/calendar-week';

/**
 * The week's bookings as a plain list by day: the same content as the grid, readable by screen readers
 * and on a phone (where the grid shows one day at a time).
 */
export function WeekAgenda({
  appointments,
  weekStart,
  onOpen,
}: {
  appointments: readonly Appointment[];
  weekStart: string;
  onOpen: (appointment: Appointment) => void;
}) {
  const days = weekAgenda(appointments, weekStart).filter((d) => d.appointments.length > 0);
  if (days.length === 0) {
    return <Text data-testid="agenda-empty">Ezen a héten nincs foglalása.</Text>;
  }
  return (
    <Stack gap="md" data-testid="week-agenda">
      {days.map(({ day, appointments: list }) => (
        <Stack key={day} gap={6}>
          <h3 className={classes.agendaDay}>{formatDayHeading(day)}</h3>
          <ul className={classes.agendaList}>
            {list.map((appointment) => (
              <li key={appointment.id}>
                <Group gap="xs" wrap="wrap" py={4}>
                  <Text fw={700} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {timeRangeText(appointment.startTime, appointment.endTime)}
                  </Text>
                  <Text
                    component="button"
                    type="button"
                    size="sm"
                    td="underline"
                    c="blue.9"
                    style={{
                      background: 'none',
                      border: 0,
                      padding: 0,
                      cursor: 'pointer',
                      textAlign: 'left',
                    }}
                    onClick={() => onOpen(appointment)}
                  >
                    {appointment.client.name} – {appointment.consultationType.name}
                  </Text>
                  <Badge
                    variant={appointment.status === 'confirmed' ? 'filled' : 'outline'}
                    color={appointment.status === 'confirmed' ? 'green.9' : 'dark'}
                    radius="sm"
                    tt="none"
                  >
                    {statusLabel(appointment.status)}
                  </Badge>
                </Group>
              </li>
            ))}
          </ul>
        </Stack>
      ))}
    </Stack>
  );
}
