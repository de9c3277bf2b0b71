import { type AdminAppointmentDetail, APPOINTMENT_STATUS_LABELS } from '@common/api/admin-appointments';
import { PAYMENT_STATUS_LABELS } from '@common/constants';
import { formatDateTime, formatTime } from '@common/format';
import { Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AuditTimeline } from '@web/components/audit-history';
import { DetailDrawer } from '@web/components/detail-drawer';
import { Fact } from '@web/components/fact';
import { attendanceLines, noShowText, showAttendance } from '@web/lib/attendance';
import { useState } from 'react';
import { useAppointmentQuery } from '../api/get-appointment';
import { STATUS_COLORS } from '../list-state';
import { ActionDialog, type AppointmentAction } from './action-dialog';

function AppointmentDetail({ appointment, now }: { appointment: AdminAppointmentDetail; now: number }) {
  const [action, setAction] = useState<AppointmentAction | null>(null);
  const { status } = appointment;
  const cancellable = status === 'pending' || status === 'confirmed';
  const noShowable =
    (status === 'confirmed' || status === 'completed') && new Date(appointment.startTime).getTime() <= now;
  // The correction of a no-show: the server accepts it once the end has passed.
  const attendedMarkable = status === 'no_show' && new Date(appointment.endTime).getTime() <= now;
  const noShow = noShowText(appointment);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {appointment.consultationType.name}
        </Title>
        <Text size="sm">
          {formatDateTime(appointment.startTime)}–{formatTime(appointment.endTime)}
        </Text>
        <Group gap="xs">
          <Badge color={STATUS_COLORS[status]} variant="light" c="dark.9">
            {APPOINTMENT_STATUS_LABELS[status]}
          </Badge>
          <Badge color="gray.7" variant="outline">
            {PAYMENT_STATUS_LABELS[appointment.paymentStatus]}
          </Badge>
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact label="Tanácsadó">
          {appointment.expert.name}
          <Text size="xs" c="dark.6">
            {appointment.expert.email}
          </Text>
        </Fact>
        <Fact label="Kérdező">
          {appointment.client.name}
          <Text size="xs" c="dark.6">
            {appointment.client.email}
          </Text>
        </Fact>
        <Fact label="Foglalva">{formatDateTime(appointment.createdAt)}</Fact>
        <Fact label="Számla">{appointment.invoiceAvailable ? 'Feltöltve' : 'Nincs'}</Fact>
        <Fact label="Megjegyzés">{appointment.notes || '–'}</Fact>
        {noShow ? <Fact label="Meg nem jelenés">{noShow}</Fact> : null}
        {showAttendance(appointment, now)
          ? attendanceLines(appointment, { expert: 'Tanácsadó', client: 'Kérdező' }).map((line) => (
              <Fact key={line.party} label={`${line.label} részvétele`}>
                {line.text}
              </Fact>
            ))
          : null}
        {appointment.timeChangeRequest ? (
          <Fact label="Függő időpont-módosítás">
            {formatDateTime(appointment.timeChangeRequest.newStartTime)}
            {appointment.timeChangeRequest.reason ? ` – ${appointment.timeChangeRequest.reason}` : ''}
          </Fact>
        ) : null}
      </SimpleGrid>
      <Stack gap="sm" component="section" aria-labelledby="appointment-actions-title">
        <Title order={3} size="h4" id="appointment-actions-title">
          Műveletek
        </Title>
        <Group gap="sm">
          {cancellable ? (
            <Button color="red.9" variant="outline" onClick={() => setAction('cancel')}>
              Lemondás
            </Button>
          ) : null}
          {noShowable ? (
            <Button color="red.9" variant="outline" onClick={() => setAction('no-show')}>
              Nem jelent meg
            </Button>
          ) : null}
          {attendedMarkable ? (
            <Button color="blue.8" variant="outline" onClick={() => setAction('attended')}>
              Mégis megtörtént
            </Button>
          ) : null}
          <Button variant="light" onClick={() => setAction('payment')}>
            Fizetési állapot módosítása
          </Button>
        </Group>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="appointment-history-title">
        <Title order={3} size="h4" id="appointment-history-title">
          Adminisztrátori előzmények
        </Title>
        <AuditTimeline entries={appointment.history} />
      </Stack>
      <ActionDialog appointment={appointment} action={action} onClose={() => setAction(null)} />
    </Stack>
  );
}

/** The details of one appointment (`?idopont=<id>`), its admin actions and history. */
export function AppointmentDrawer({
  appointmentId,
  onClose,
}: {
  appointmentId: string | null;
  onClose: () => void;
}) {
  const appointment = useAppointmentQuery(appointmentId);
  return (
    <DetailDrawer
      opened={Boolean(appointmentId)}
      onClose={onClose}
      title="Időpont adatai"
      query={appointment}
      errorMessage="Hiba történt az időpont betöltésekor"
    >
      {(data) => <AppointmentDetail appointment={data.data} now={appointment.dataUpdatedAt} />}
    </DetailDrawer>
  );
}
