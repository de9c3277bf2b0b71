import type { Appointment } from '@common/api/appointments';
import { REVIEW_WINDOW_DAYS } from '@common/api/reviews';
import { PAYMENT_STATUS_LABELS } from '@common/constants';
import {
  formatDate,
  formatDateTimeWithLocal,
  formatPrice,
  formatTime,
  formatTimeWithLocal,
} from '@common/format';
import { Alert, Anchor, Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  IconCalendarTime,
  IconCheck,
  IconClockEdit,
  IconCreditCard,
  IconDownload,
  IconExternalLink,
  IconStar,
  IconVideo,
  IconX,
} from '@tabler/icons-react';
import { AppointmentCardDetails, AppointmentMessageButton } from '@web/components/appointment-card-details';
import { InlineFact } from '@web/components/fact';
import { ArticleCard } from '@web/components/section-card';
import { SeriesBadge } from '@web/components/series-badge';
import { AWAITS_PAYMENT, awaitsPayment, payableNow } from '@web/lib/consultation-payment';
import { localTimeLine, useViewerTimeZone } from '@web/lib/viewer-time';
import { useId } from 'react';
import { Link } from 'react-router';
import { bookedInsideDeadline, canJoin, changeDeadlinePassed, statusBadge } from '../lib/appointment-status';
import { cancelLocked, deadlineNote } from '../lib/payment';

export interface CardActions {
  onCancel(appointment: Appointment): void;
  onRequestChange(appointment: Appointment): void;
  onApprove(appointment: Appointment): void;
  onReject(appointment: Appointment): void;
  onJoin(appointment: Appointment): void;
  onInvoice(appointment: Appointment): void;
  /** Downloads the reversal (sztornó) of the invoice of a refunded consultation. */
  onReversalInvoice(appointment: Appointment): void;
  /** Opens the conversation with the adviser. */
  onMessage(appointment: Appointment): void;
  /** Opens the payment provider's checkout of an unpaid booking. */
  onPay(appointment: Appointment): void;
  /** Asks to cancel this occasion of a series and every later one. */
  onCancelRest(appointment: Appointment): void;
}

/** An unpaid booking of a priced consultation: its time is held until the payment's deadline. */
const AWAITS_PAYMENT_BADGE = { label: AWAITS_PAYMENT, color: 'orange' };

const REVIEW_WINDOW_MS = REVIEW_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** A completed consultation can be reviewed for 30 days after its end (the reviews screen says if it already was). */
const reviewable = (a: Appointment, now: number) =>
  a.status === 'completed' && now <= new Date(a.endTime).getTime() + REVIEW_WINDOW_MS;

/** One booking of the asker, with the actions its state allows. */
export function AppointmentCard({
  appointment: a,
  myUserIds,
  now,
  upcoming,
  busy,
  actions,
}: {
  appointment: Appointment;
  myUserIds: string[];
  now: number;
  upcoming: boolean;
  /** Which action of this card is running: 'approve' | 'join' | 'invoice' | 'reversal' | 'message' | 'pay'. */
  busy: string | null;
  actions: CardActions;
}) {
  const deadlineNoteId = useId();
  const live = a.status === 'pending' || a.status === 'confirmed';
  // The adviser's rule: from `changeDeadline` on, the asker can neither cancel nor ask for a new time.
  const changeable = upcoming && live;
  const locked = changeable && changeDeadlinePassed(a, now);
  const lockedFromStart = locked && bookedInsideDeadline(a);
  // A paid consultation may be cancelled after the deadline too (without a refund).
  const cancelDisabled = changeable && cancelLocked(a, now);
  const payment = a.payment;
  const payable = changeable && payableNow(a, now);
  const change = a.timeChangeRequest;
  const mine = change ? change.requestedBy !== null && myUserIds.includes(change.requestedBy) : false;
  const range = `${formatDate(a.startTime)} ${formatTime(a.startTime)}–${formatTime(a.endTime)}`;
  const zone = useViewerTimeZone();
  const local = localTimeLine(zone, a.startTime, a.endTime);
  const badge = awaitsPayment(a) && changeable ? AWAITS_PAYMENT_BADGE : statusBadge(a.status);

  return (
    <ArticleCard
      title={range}
      icon={<IconCalendarTime size={20} aria-hidden="true" />}
      titleProps={{ size: 'h4' }}
      aside={
        <Badge color={badge.color} variant="light" c="dark.9">
          {badge.label}
        </Badge>
      }
      testId="appointment-card"
    >
      {local ? (
        <Text size="sm" c="dimmed" mt={-4} data-testid="appointment-local-time">
          {local}
        </Text>
      ) : null}
      <InlineFact label="Tanácsadó">{a.expert?.name}</InlineFact>
      <Group gap="xs" wrap="wrap">
        <Badge
          variant="filled"
          styles={{ root: { backgroundColor: a.consultationType?.color, color: '#fff' } }}
        >
          {a.consultationType?.name}
        </Badge>
        <SeriesBadge series={a.series} />
        {payment ? <InlineFact label="Díj">{formatPrice(payment.amountHuf)}</InlineFact> : null}
        <InlineFact label="Fizetés" data-testid="payment-status">
          {PAYMENT_STATUS_LABELS[a.paymentStatus] ?? a.paymentStatus}
        </InlineFact>
        {payment && payment.refundedHuf > 0 ? (
          <InlineFact label="Visszatérítve" data-testid="payment-refunded">
            {formatPrice(payment.refundedHuf)}
          </InlineFact>
        ) : null}
        {payment?.receiptUrl ? (
          <Anchor href={payment.receiptUrl} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
            <Group gap={4} component="span" wrap="nowrap">
              Nyugta
              <IconExternalLink size={14} aria-hidden="true" />
              <VisuallyHidden>(új lapon nyílik meg)</VisuallyHidden>
            </Group>
          </Anchor>
        ) : null}
      </Group>
      {payable && payment ? (
        <InlineFact label="Fizetési határidő" data-testid="payment-deadline">
          {formatTimeWithLocal(payment.holdExpiresAt, zone)}
        </InlineFact>
      ) : changeable && awaitsPayment(a) ? (
        <Text size="sm" fw={600} data-testid="payment-deadline-passed">
          A fizetési határidő lejárt: a foglalás hamarosan törlődik, terhelés nem történt.
        </Text>
      ) : null}
      <AppointmentCardDetails
        appointment={a}
        ended={!upcoming}
        now={now}
        labels={{ expert: 'Tanácsadó', client: 'Ön' }}
      />
      {change ? (
        <Alert color="yellow" variant="light" icon={<IconClockEdit aria-hidden="true" />} p="sm">
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Időpont-módosítás kérve: {formatDateTimeWithLocal(change.newStartTime, zone)}
            </Text>
            <Text size="sm">{mine ? 'Ön kérte a módosítást.' : 'A tanácsadó kérte a módosítást.'}</Text>
            {change.reason ? <Text size="sm">Indoklás: {change.reason}</Text> : null}
          </Stack>
        </Alert>
      ) : null}
      {a.issuedInvoice?.status === 'pending' ? (
        <Text size="sm" data-testid="invoice-pending">
          A számla kiállítás alatt
        </Text>
      ) : null}
      {a.timeChangeRejectReason ? (
        <Text size="sm" c="dimmed">
          Legutóbbi módosítási kérelem elutasításának oka: {a.timeChangeRejectReason}
        </Text>
      ) : null}
      {changeable && a.changeDeadline && !lockedFromStart ? (
        <InlineFact label="Lemondható eddig" data-testid="change-deadline">
          {formatDateTimeWithLocal(a.changeDeadline, zone)}
        </InlineFact>
      ) : null}
      {locked ? (
        <Text size="sm" fw={600} id={deadlineNoteId} data-testid="change-deadline-passed">
          {deadlineNote(a, now)}
        </Text>
      ) : null}
      <Group gap="xs" wrap="wrap" mt={4}>
        {payable ? (
          <Button
            size="sm"
            leftSection={<IconCreditCard size={16} aria-hidden="true" />}
            loading={busy === 'pay'}
            onClick={() => actions.onPay(a)}
          >
            Fizetés
          </Button>
        ) : null}
        {canJoin(a, now) ? (
          <Button
            size="sm"
            color="green.9"
            leftSection={<IconVideo size={16} aria-hidden="true" />}
            loading={busy === 'join'}
            onClick={() => actions.onJoin(a)}
          >
            Csatlakozás
          </Button>
        ) : null}
        {change && !mine && upcoming && live ? (
          <>
            <Button
              size="sm"
              leftSection={<IconCheck size={16} aria-hidden="true" />}
              loading={busy === 'approve'}
              onClick={() => actions.onApprove(a)}
            >
              Elfogadás
            </Button>
            <Button
              size="sm"
              variant="default"
              leftSection={<IconX size={16} aria-hidden="true" />}
              onClick={() => actions.onReject(a)}
            >
              Elutasítás
            </Button>
          </>
        ) : null}
        {changeable && !change ? (
          <Button
            size="sm"
            variant="default"
            leftSection={<IconClockEdit size={16} aria-hidden="true" />}
            disabled={locked}
            aria-describedby={locked ? deadlineNoteId : undefined}
            onClick={() => actions.onRequestChange(a)}
          >
            Időpont módosítása
          </Button>
        ) : null}
        <AppointmentMessageButton loading={busy === 'message'} onClick={() => actions.onMessage(a)} />
        {reviewable(a, now) ? (
          <Button
            component={Link}
            to={`/kerdezo/ertekeleseim?appointment=${encodeURIComponent(a.id)}`}
            size="sm"
            variant="default"
            leftSection={<IconStar size={16} aria-hidden="true" />}
          >
            Értékelés írása
          </Button>
        ) : null}
        {a.invoiceAvailable ? (
          <Button
            size="sm"
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={busy === 'invoice'}
            onClick={() => actions.onInvoice(a)}
          >
            Számla letöltése
          </Button>
        ) : null}
        {a.reversalInvoice?.status === 'issued' && a.reversalInvoice.pdfAvailable ? (
          <Button
            size="sm"
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={busy === 'reversal'}
            onClick={() => actions.onReversalInvoice(a)}
          >
            Sztornó számla letöltése
          </Button>
        ) : null}
        {changeable ? (
          <Button
            size="sm"
            variant="outline"
            color="red.9"
            disabled={cancelDisabled}
            aria-describedby={locked ? deadlineNoteId : undefined}
            onClick={() => actions.onCancel(a)}
          >
            Lemondás
          </Button>
        ) : null}
        {changeable && a.series && a.series.index < a.series.occurrences && !locked ? (
          // The rest of a series at once (the last occasion has none after it); past the deadline only
          // single occasions (the server's rule).
          <Button size="sm" variant="outline" color="red.9" onClick={() => actions.onCancelRest(a)}>
            Hátralévő alkalmak lemondása
          </Button>
        ) : null}
      </Group>
    </ArticleCard>
  );
}
