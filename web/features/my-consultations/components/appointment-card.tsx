import type { Appointment } from '@common/api/appointments';
import { REVIEW_WINDOW_DAYS } from '@common/api/reviews';
import { PAYMENT_STATUS_LABELS } from '@common/constants';
import { formatDate, formatDateTimeWithLocal, formatTime } from '@common/format';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconCalendarTime,
  IconCheck,
  IconClockEdit,
  IconDownload,
  IconStar,
  IconVideo,
  IconX,
} from '@tabler/icons-react';
import { AppointmentCardDetails, AppointmentMessageButton } from '@web/components/appointment-card-details';
import { InlineFact } from '@web/components/fact';
import { ArticleCard } from '@web/components/section-card';
import { localTimeLine, useViewerTimeZone } from '@web/lib/viewer-time';
import { useId } from 'react';
import { Link } from 'react-router';
import { bookedInsideDeadline, canJoin, changeDeadlinePassed, statusBadge } from '../lib/appointment-status';

export interface CardActions {
  onCancel(appointment: Appointment): void;
  onRequestChange(appointment: Appointment): void;
  onApprove(appointment: Appointment): void;
  onReject(appointment: Appointment): void;
  onJoin(appointment: Appointment): void;
  onInvoice(appointment: Appointment): void;
  /** Opens the conversation with the adviser. */
  onMessage(appointment: Appointment): void;
}

export const DEADLINE_PASSED = 'A lemondási határidő lejárt.';
/** Booked when the deadline had already come: no deadline to name, it never could be cancelled. */
export const BOOKED_INSIDE_DEADLINE =
  'Ezt a foglalást nem mondhatja le, és új időpontot sem kérhet helyette, mert a lemondási határidőn belül foglalta.';

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
  /** Which action of this card is running: 'approve' | 'join' | 'invoice' | 'message'. */
  busy: string | null;
  actions: CardActions;
}) {
  const deadlineNoteId = useId();
  const live = a.status === 'pending' || a.status === 'confirmed';
  // The adviser's rule: from `changeDeadline` on, the asker can neither cancel nor ask for a new time.
  const changeable = upcoming && live;
  const locked = changeable && changeDeadlinePassed(a, now);
  const lockedFromStart = locked && bookedInsideDeadline(a);
  const change = a.timeChangeRequest;
  const mine = change ? change.requestedBy !== null && myUserIds.includes(change.requestedBy) : false;
  const range = `${formatDate(a.startTime)} ${formatTime(a.startTime)}–${formatTime(a.endTime)}`;
  const zone = useViewerTimeZone();
  const local = localTimeLine(zone, a.startTime, a.endTime);
  const badge = statusBadge(a.status);

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
        <InlineFact label="Fizetés">{PAYMENT_STATUS_LABELS[a.paymentStatus] ?? a.paymentStatus}</InlineFact>
      </Group>
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
          {lockedFromStart ? BOOKED_INSIDE_DEADLINE : DEADLINE_PASSED}
        </Text>
      ) : null}
      <Group gap="xs" wrap="wrap" mt={4}>
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
        {changeable ? (
          <Button
            size="sm"
            variant="outline"
            color="red.9"
            disabled={locked}
            aria-describedby={locked ? deadlineNoteId : undefined}
            onClick={() => actions.onCancel(a)}
          >
            Lemondás
          </Button>
        ) : null}
      </Group>
    </ArticleCard>
  );
}
