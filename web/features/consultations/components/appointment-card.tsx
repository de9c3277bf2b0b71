import type { Appointment } from '@common/api/appointments';
import { PAYMENT_STATUS_LABELS } from '@common/constants';
import {
  formatDate,
  formatDateTimeWithLocal,
  formatPrice,
  formatTime,
  formatTimeWithLocal,
} from '@common/format';
import { messages } from '@common/messages';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClockEdit, IconCreditCardRefund, IconDownload, IconVideo } from '@tabler/icons-react';
import { useApproveTimeChangeMutation } from '@web/api/approve-time-change';
import { useDownloadInvoiceMutation } from '@web/api/download-invoice';
import { useJoinAppointmentMutation } from '@web/api/join-appointment';
import { AppointmentCardDetails, AppointmentMessageButton } from '@web/components/appointment-card-details';
import { InlineFact } from '@web/components/fact';
import { SeriesBadge } from '@web/components/series-badge';
import { awaitsPayment, refundable } from '@web/lib/consultation-payment';
import { useOpenConversation } from '@web/lib/conversations';
import { notifySuccess } from '@web/lib/notify';
import { localTimeLine, useViewerTimeZone } from '@web/lib/viewer-time';
import { useNavigate } from 'react-router';
import { awaitsDecision, canJoin, isEnded } from '../lib/appointment-groups';
import { confirmable, statusLabel } from '../lib/payment';
import { InvoiceState } from './invoice-state';

export interface AppointmentActions {
  onConfirm(appointment: Appointment): void;
  onReject(appointment: Appointment): void;
  onPropose(appointment: Appointment): void;
  onCancel(appointment: Appointment): void;
  /** Gives the asker back the fee paid through the portal. */
  onRefund(appointment: Appointment): void;
}

/** One booking: when, who, what, its states, the time-change notice and the actions allowed now. */
export function AppointmentCard({
  appointment,
  userId,
  now,
  actions,
}: {
  appointment: Appointment;
  userId: string | null;
  now: number;
  actions: AppointmentActions;
}) {
  const navigate = useNavigate();
  const approve = useApproveTimeChangeMutation();
  const join = useJoinAppointmentMutation();
  const invoice = useDownloadInvoiceMutation();
  const conversation = useOpenConversation('/tanacsadoi-fiok/uzenetek');

  const ended = isEnded(appointment, now);
  const request = appointment.timeChangeRequest;
  const clientRequested = awaitsDecision(appointment, userId);
  const live = !ended && (appointment.status === 'pending' || appointment.status === 'confirmed');
  const when = `${formatDate(appointment.startTime)}, ${formatTime(appointment.startTime)}–${formatTime(appointment.endTime)}`;
  const zone = useViewerTimeZone();
  const local = localTimeLine(zone, appointment.startTime, appointment.endTime);
  const payment = appointment.payment;
  const unpaid = live && awaitsPayment(appointment);

  const onJoin = async () => {
    try {
      const meetingUrl = await join.mutateAsync(appointment.id);
      navigate(new URL(meetingUrl, window.location.origin).pathname);
    } catch {
      // The red toast has already been shown.
    }
  };

  const onApprove = async () => {
    try {
      await approve.mutateAsync(appointment.id);
      notifySuccess(messages.appointments.timeChangeApproved);
    } catch {
      // The red toast has already been shown.
    }
  };

  return (
    <Paper component="article" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-label={when}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h4">
              {when}
            </Title>
            {local ? (
              <Text size="sm" c="dimmed" data-testid="appointment-local-time">
                {local}
              </Text>
            ) : null}
            <Text size="sm">Ügyfél: {appointment.client.name}</Text>
            {appointment.series ? (
              <div>
                <SeriesBadge series={appointment.series} />
              </div>
            ) : null}
          </Stack>
          <Badge
            size="lg"
            radius="sm"
            styles={{
              root: { backgroundColor: appointment.consultationType.color, color: '#fff', maxWidth: '100%' },
              label: { textTransform: 'none' },
            }}
          >
            {appointment.consultationType.name}
          </Badge>
        </Group>

        <Group gap="lg" wrap="wrap">
          <InlineFact label="Állapot" data-testid="appointment-status">
            {statusLabel(appointment)}
          </InlineFact>
          <InlineFact label="Fizetés" data-testid="payment-status">
            {PAYMENT_STATUS_LABELS[appointment.paymentStatus]}
          </InlineFact>
        </Group>
        {payment ? (
          <Group gap="lg" wrap="wrap" data-testid="appointment-money">
            <InlineFact label="Díj">{formatPrice(payment.amountHuf)}</InlineFact>
            <InlineFact label="Platformjutalék">{formatPrice(payment.feeHuf)}</InlineFact>
            {payment.refundedHuf > 0 ? (
              <InlineFact label="Visszatérítve">{formatPrice(payment.refundedHuf)}</InlineFact>
            ) : null}
          </Group>
        ) : null}
        {unpaid && payment ? (
          <Text size="sm" data-testid="awaits-payment">
            A kérdező még nem fizette ki a díjat; a fizetés után erősítheti meg a foglalást. Fizetési
            határidő: {formatTimeWithLocal(payment.holdExpiresAt, zone)}.
          </Text>
        ) : null}
        <InvoiceState appointment={appointment} />

        <AppointmentCardDetails
          appointment={appointment}
          ended={ended}
          now={now}
          labels={{ expert: 'Ön', client: 'Ügyfél' }}
        />

        {request ? (
          <Alert
            color={clientRequested ? 'orange' : 'blue'}
            variant="light"
            icon={<IconClockEdit aria-hidden="true" />}
            title={clientRequested ? 'Az ügyfél időpont-módosítást kér' : 'Ön időpont-módosítást kért'}
          >
            <Stack gap={4}>
              <Text size="sm">Javasolt új kezdés: {formatDateTimeWithLocal(request.newStartTime, zone)}</Text>
              {request.reason ? <Text size="sm">Indoklás: {request.reason}</Text> : null}
              {clientRequested ? null : <Text size="sm">Várakozás az ügyfél válaszára.</Text>}
            </Stack>
          </Alert>
        ) : appointment.timeChangeRejectReason ? (
          <Text size="sm" c="dimmed">
            Az utolsó időpont-módosítási kérelmet elutasították. Indoklás:{' '}
            {appointment.timeChangeRejectReason}
          </Text>
        ) : null}

        <Group gap="xs" wrap="wrap">
          {confirmable(appointment, ended) ? (
            <Button size="sm" onClick={() => actions.onConfirm(appointment)}>
              Megerősítés
            </Button>
          ) : null}
          {canJoin(appointment, now) ? (
            <Button
              size="sm"
              color="green.9"
              leftSection={<IconVideo size={16} aria-hidden="true" />}
              loading={join.isPending}
              onClick={() => void onJoin()}
            >
              Csatlakozás
            </Button>
          ) : null}
          {clientRequested && live ? (
            <>
              <Button size="sm" color="green.9" loading={approve.isPending} onClick={() => void onApprove()}>
                Elfogadás
              </Button>
              <Button size="sm" variant="outline" color="red.9" onClick={() => actions.onReject(appointment)}>
                Elutasítás
              </Button>
            </>
          ) : null}
          {live && !request ? (
            <Button size="sm" variant="default" onClick={() => actions.onPropose(appointment)}>
              Új időpont javaslása
            </Button>
          ) : null}
          <AppointmentMessageButton
            loading={conversation.isPending}
            onClick={() => void conversation.open(appointment.clientId)}
          />
          {appointment.invoiceAvailable ? (
            <Button
              size="sm"
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              loading={invoice.isPending}
              onClick={() => invoice.mutate(appointment)}
            >
              Számla letöltése
            </Button>
          ) : null}
          {refundable(appointment) ? (
            <Button
              size="sm"
              variant="default"
              leftSection={<IconCreditCardRefund size={16} aria-hidden="true" />}
              onClick={() => actions.onRefund(appointment)}
            >
              Visszatérítés
            </Button>
          ) : null}
          {live ? (
            <Button size="sm" variant="outline" color="red.9" onClick={() => actions.onCancel(appointment)}>
              Lemondás
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
