import { type AdminAppointmentDetail, APPOINTMENT_STATUS_LABELS } from '@common/api/admin-appointments';
import { PAYMENT_STATUS_LABELS } from '@common/constants';
import { formatDateTime, formatPrice, formatTime } from '@common/format';
import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { AuditTimeline } from '@web/components/audit-history';
import { DetailDrawer, DrawerHeader, DrawerSection } from '@web/components/detail-drawer';
import { Fact } from '@web/components/fact';
import { IntakeAnswers } from '@web/components/intake-answers';
import { StatusBadge } from '@web/components/status-badge';
import { attendanceLines, noShowText, showAttendance } from '@web/lib/attendance';
import { awaitsPayment, refundable } from '@web/lib/consultation-payment';
import { invoiceStateLabel, navStateLabel, reversalStateLabel } from '@web/lib/issued-invoice';
import { useState } from 'react';
import { useAppointmentQuery } from '../api/get-appointment';
import { STATUS_TONES } from '../list-state';
import { ActionDialog, type AppointmentAction } from './action-dialog';
import { RefundDialog } from './refund-dialog';

/** The invoice as the admin reads it: issued by the portal (its state, NAV's, the reversal) or uploaded. */
function invoiceFact({ issuedInvoice, reversalInvoice, invoiceAvailable }: AdminAppointmentDetail) {
  if (!issuedInvoice) return invoiceAvailable ? 'Feltöltve' : 'Nincs';
  const lines = [invoiceStateLabel(issuedInvoice), navStateLabel(issuedInvoice)];
  if (reversalInvoice) lines.push(reversalStateLabel(reversalInvoice));
  return lines
    .flatMap((line) => (line ? [line.detail ? `${line.label} (${line.detail})` : line.label] : []))
    .join('; ');
}

const PARTY_LABELS = { expert: 'Tanácsadó', client: 'Kérdező' } as const;
const PARTIES = (['expert', 'client'] as const).map((side) => ({ side, label: PARTY_LABELS[side] }));

function AppointmentDetail({ appointment, now }: { appointment: AdminAppointmentDetail; now: number }) {
  const [action, setAction] = useState<AppointmentAction | null>(null);
  const [refunding, setRefunding] = useState(false);
  const payment = appointment.payment;
  const { status } = appointment;
  const cancellable = status === 'pending' || status === 'confirmed';
  const noShowable =
    (status === 'confirmed' || status === 'completed') && new Date(appointment.startTime).getTime() <= now;
  // The correction of a no-show: the server accepts it once the end has passed.
  const attendedMarkable = status === 'no_show' && new Date(appointment.endTime).getTime() <= now;
  const noShow = noShowText(appointment);
  const canRefund = refundable(appointment);
  const anyAction = cancellable || noShowable || attendedMarkable || canRefund || !payment;
  return (
    <Stack gap="lg">
      <DrawerHeader
        title={appointment.consultationType.name}
        line={`${formatDateTime(appointment.startTime)}–${formatTime(appointment.endTime)}`}
      >
        <Group gap="xs">
          <StatusBadge tone={STATUS_TONES[status]}>{APPOINTMENT_STATUS_LABELS[status]}</StatusBadge>
          <StatusBadge tone="neutral">{PAYMENT_STATUS_LABELS[appointment.paymentStatus]}</StatusBadge>
        </Group>
      </DrawerHeader>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {PARTIES.map(({ side, label }) => (
          <Fact key={side} label={label}>
            {appointment[side].name}
            <Text size="xs" c="dark.6">
              {appointment[side].email}
            </Text>
          </Fact>
        ))}
        <Fact label="Foglalva">{formatDateTime(appointment.createdAt)}</Fact>
        <Fact label="Számla">{invoiceFact(appointment)}</Fact>
        {payment ? (
          <>
            <Fact label="Díj">{formatPrice(payment.amountHuf)}</Fact>
            <Fact label="Platformjutalék">{formatPrice(payment.feeHuf)}</Fact>
            <Fact label="Visszatérítve">{formatPrice(payment.refundedHuf)}</Fact>
            {payment.paidAt ? (
              <Fact label="Fizetve">{formatDateTime(payment.paidAt)}</Fact>
            ) : awaitsPayment(appointment) ? (
              <Fact label="Fizetési határidő">{formatDateTime(payment.holdExpiresAt)}</Fact>
            ) : null}
            {payment.receiptUrl ? (
              <Fact label="Nyugta">
                <Anchor href={payment.receiptUrl} target="_blank" rel="noopener noreferrer" size="sm">
                  A szolgáltató nyugtája (új lapon)
                </Anchor>
              </Fact>
            ) : null}
          </>
        ) : (
          <Fact label="Díj">Nincs portálon fizetett díj</Fact>
        )}
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
      <IntakeAnswers answers={appointment.intakeAnswers} />
      <DrawerSection titleId="appointment-actions-title" title="Műveletek">
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
          {canRefund ? (
            <Button color="red.9" variant="outline" onClick={() => setRefunding(true)}>
              Visszatérítés
            </Button>
          ) : null}
          {/* Paid through the portal: the provider's notifications set the status (the server refuses it). */}
          {payment ? null : (
            <Button variant="light" onClick={() => setAction('payment')}>
              Fizetési állapot módosítása
            </Button>
          )}
          {anyAction ? null : (
            <Text size="sm" c="dark.6">
              Ennél az időpontnál most nincs elérhető művelet.
            </Text>
          )}
        </Group>
      </DrawerSection>
      <DrawerSection titleId="appointment-history-title" title="Adminisztrátori előzmények">
        <AuditTimeline entries={appointment.history} />
      </DrawerSection>
      <ActionDialog appointment={appointment} action={action} onClose={() => setAction(null)} />
      <RefundDialog appointment={appointment} opened={refunding} onClose={() => setRefunding(false)} />
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
