import type { Appointment } from '@common/api/appointments';
import { NEW_BOOKING_TOAST_MS } from '@common/constants';
import { formatDateTime } from '@common/format';
import { messages } from '@common/messages';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useAppointmentWindow } from '@web/api/appointment-window';
import { useCancelAppointmentMutation } from '@web/api/cancel-appointment';
import { ConfirmDialog, useConfirmation } from '@web/components/confirm-dialog';
import { ListStates } from '@web/components/list-states';
import { PageShell } from '@web/components/page-shell';
import { RejectTimeChangeDialog } from '@web/components/reject-time-change-dialog';
import { TimeChangeDialog } from '@web/components/time-change-dialog';
import { withNoShows } from '@web/lib/attendance';
import { useAuthStore } from '@web/lib/auth-store';
import { invoiceInProgress } from '@web/lib/issued-invoice';
import { useLiveEvent } from '@web/lib/live-events';
import { notifyInfo } from '@web/lib/notify';
import { usePollWhile } from '@web/lib/use-poll-while';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRefundMutation } from './api/refund';
import { type AppointmentActions, AppointmentCard } from './components/appointment-card';
import { ConfirmInvoiceDialog } from './components/confirm-invoice-dialog';
import {
  type ConsultationTab,
  consultationsWindow,
  groupAppointments,
  LIST_PARAM,
  TAB_LABELS,
  TIME_CHANGE_LIST,
  tabOfListParam,
  tabWithTimeChangeRequest,
} from './lib/appointment-groups';
import { refundConfirmText } from './lib/payment';

const EMPTY_TEXTS: Record<ConsultationTab, string> = {
  pending: 'Nincs megerősítésre váró foglalás.',
  upcoming: 'Nincs közelgő tanácsadás.',
  past: 'Nincs korábbi tanácsadás az elmúlt 3 hónapban.',
};

const CARD_SKELETON = { rows: 3, height: 96, label: 'Betöltés…' };

/** /tanacsadoi-fiok/tanacsadasok: the adviser's bookings from 3 months back to 3 months ahead. */
export default function ConsultationsPage() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  // The window is fixed when the screen opens, so every reload (after a change) asks for the same range.
  const [range] = useState(() => consultationsWindow());
  // The list leaves the no-shows out; they load apart, and a failure only leaves them off.
  const { list: appointments, noShows } = useAppointmentWindow('adviser', range);
  const { refetch } = appointments;
  const loading = appointments.isPending || noShows.isPending;
  const [params] = useSearchParams();
  const listParam = params.get(LIST_PARAM);
  const [tab, setTab] = useState<ConsultationTab>(() => tabOfListParam(listParam) ?? 'pending');
  const [now, setNow] = useState(() => Date.now());
  const [confirming, setConfirming] = useState<Appointment | null>(null);
  const [rejecting, setRejecting] = useState<Appointment | null>(null);
  const [proposing, setProposing] = useState<Appointment | null>(null);
  const remove = useCancelAppointmentMutation();
  const cancellation = useConfirmation({
    call: (appointment: Appointment) => remove.mutateAsync(appointment.id),
    success: () => messages.appointments.deleted,
  });
  const cancelling = cancellation.subject;
  const refund = useRefundMutation();
  const refunding = useConfirmation({
    call: (appointment: Appointment) => refund.mutateAsync(appointment.id),
    success: (answer) => answer.message ?? 'A visszatérítést elindítottuk.',
  });

  // Re-evaluates "Csatlakozás" and the tabs every 30 s (joining opens 15 minutes before the start).
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);

  // Live refresh (SPEC.md §6, §9): a client booked a new appointment; a blue toast for
  // NEW_BOOKING_TOAST_MS (5000 ms), then the same window reloads.
  useLiveEvent('appointments:new', (detail) => {
    const who = [detail?.kerdezoName || 'Ismeretlen ügyfél', detail?.consultationType].filter(Boolean);
    notifyInfo(`Új foglalás: ${who.join(' – ')}`, NEW_BOOKING_TOAST_MS);
    void refetch();
  });
  // The client paid, cancelled or moved a booking (a paid one can be confirmed now): reload silently.
  useLiveEvent('appointments:changed', () => {
    void refetch();
  });

  // An invoice being issued through the adviser's invoicing service changes in seconds, with no event.
  const issuing = useMemo(() => appointments.data?.some(invoiceInProgress) ?? false, [appointments.data]);
  usePollWhile(issuing, () => void refetch());

  const groups = useMemo(
    () => groupAppointments(appointments.data ? withNoShows(appointments.data, noShows.data) : [], now),
    [appointments.data, noShows.data, now],
  );

  // Opened for the time-change requests (the overview's link): their tab, once the list is there.
  const requestTabChosen = useRef(false);
  useEffect(() => {
    if (requestTabChosen.current || listParam !== TIME_CHANGE_LIST || loading || !appointments.data) return;
    requestTabChosen.current = true;
    const requestTab = tabWithTimeChangeRequest(groups, userId);
    if (requestTab) setTab(requestTab);
  }, [listParam, loading, appointments.data, groups, userId]);

  const actions: AppointmentActions = {
    onConfirm: setConfirming,
    onReject: setRejecting,
    onPropose: setProposing,
    onCancel: cancellation.ask,
    onRefund: refunding.ask,
  };

  const tabs = (Object.keys(TAB_LABELS) as ConsultationTab[]).map((value) => ({
    value,
    label:
      appointments.data && !loading ? `${TAB_LABELS[value]} (${groups[value].length})` : TAB_LABELS[value],
  }));

  return (
    <PageShell title="Tanácsadások" intro="Foglalásai az elmúlt 3 hónapból és a következő 3 hónapra.">
      <SegmentedControl
        aria-label="Foglalások szűrése"
        value={tab}
        onChange={(value) => setTab(value as ConsultationTab)}
        data={tabs}
        fullWidth
        orientation="horizontal"
        styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
      />
      <section aria-live="polite" aria-busy={loading}>
        <ListStates
          data={groups[tab]}
          pending={loading}
          failed={appointments.isError}
          errorMessage={messages.appointments.listFailed}
          onRetry={() => void Promise.all([refetch(), noShows.refetch()])}
          isEmpty={(shown) => shown.length === 0}
          emptyText={EMPTY_TEXTS[tab]}
          skeleton={CARD_SKELETON}
        >
          {(shown) => (
            <Stack gap="md">
              {shown.map((appointment) => (
                <AppointmentCard
                  key={appointment.id}
                  appointment={appointment}
                  userId={userId}
                  now={now}
                  actions={actions}
                />
              ))}
            </Stack>
          )}
        </ListStates>
      </section>

      <ConfirmInvoiceDialog appointment={confirming} onClose={() => setConfirming(null)} />
      <RejectTimeChangeDialog appointment={rejecting} onClose={() => setRejecting(null)} />
      <TimeChangeDialog
        title="Új időpont javaslása"
        appointment={proposing}
        onClose={() => setProposing(null)}
      />
      <ConfirmDialog {...cancellation.dialog} title="Foglalás lemondása" confirmLabel="Lemondás">
        {cancelling
          ? `Biztosan lemondja a(z) ${formatDateTime(cancelling.startTime)} időpontú foglalást (${cancelling.client.name})? Ez a művelet nem vonható vissza.`
          : ''}
      </ConfirmDialog>
      <ConfirmDialog
        {...refunding.dialog}
        title="Visszatérítés"
        confirmLabel="Visszatérítés"
        confirmColor="blue.8"
      >
        {refunding.subject ? (
          <Stack gap="xs">
            <Text size="sm">{refundConfirmText(refunding.subject)}</Text>
            <Text size="sm">
              {refunding.subject.client.name}, {formatDateTime(refunding.subject.startTime)}. A visszatérítés
              nem vonható vissza; a kérdező e-mailt kap róla.
            </Text>
          </Stack>
        ) : (
          ''
        )}
      </ConfirmDialog>
    </PageShell>
  );
}
