import type { Appointment } from '@common/api/appointments';
import { messages } from '@common/messages';
import { Anchor, Stack, Tabs } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { appointmentsKey, useAppointmentWindow } from '@web/api/appointment-window';
import { useApproveTimeChangeMutation } from '@web/api/approve-time-change';
import { useCancelAppointmentMutation } from '@web/api/cancel-appointment';
import { useDownloadInvoiceMutation, useDownloadIssuedInvoiceMutation } from '@web/api/download-invoice';
import { useJoinAppointmentMutation } from '@web/api/join-appointment';
import { ConfirmDialog, useConfirmation } from '@web/components/confirm-dialog';
import { EmptyNote, ListStates } from '@web/components/list-states';
import { PageShell } from '@web/components/page-shell';
import { RejectTimeChangeDialog } from '@web/components/reject-time-change-dialog';
import { TimeChangeDialog } from '@web/components/time-change-dialog';
import { withNoShows } from '@web/lib/attendance';
import { useAuthStore } from '@web/lib/auth-store';
import { useOpenConversation } from '@web/lib/conversations';
import { invoiceInProgress } from '@web/lib/issued-invoice';
import { useLiveEvent } from '@web/lib/live-events';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { usePollWhile } from '@web/lib/use-poll-while';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paidConsultationsKey } from './api/get-paid-consultations';
import { usePayMutation } from './api/pay';
import { AppointmentCard, type CardActions } from './components/appointment-card';
import { PaidConsultations } from './components/paid-consultations';
import { PaymentReturnNotice } from './components/payment-return-notice';
import { SeriesCancelDialog } from './components/series-cancel-dialog';
import { WaitlistSection } from './components/waitlist-section';
import { isUpcoming } from './lib/appointment-status';
import { consultationWindow } from './lib/consultation-window';
import { cancelConfirmText } from './lib/payment';

const REFRESH_MS = 30_000;
const SEARCH_PATH = '/kerdezo/tanacsadok';
/** The provider's checkout sends the asker back with `?fizetes=<appointmentId>` (`&megszakitva=1`: given up). */
const PAYMENT_PARAM = 'fizetes';
const CANCELLED_PARAM = 'megszakitva';

/** The current time, refreshed every 30 s (the join button's window is computed from it). */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

const SEARCH_LINK = (
  <Anchor component={Link} to={SEARCH_PATH}>
    Tanácsadók keresése
  </Anchor>
);
const CARD_SKELETON = { rows: 3, height: 96, label: 'Betöltés…' };

/** /kerdezo/tanacsadasaim: the asker's bookings, upcoming and past. */
export default function MyConsultationsPage() {
  const user = useAuthStore((s) => s.user);
  const myUserIds = useMemo(() => [user?.id, user?._id].filter((v): v is string => Boolean(v)), [user]);
  const [range] = useState(() => consultationWindow());
  // The list leaves the no-shows out; they load apart, and a failure only leaves them off.
  const { list, noShows } = useAppointmentWindow('asker', range);
  const all = useMemo(
    () => (list.data ? withNoShows(list.data, noShows.data) : []),
    [list.data, noShows.data],
  );
  const now = useNow();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnedFrom = params.get(PAYMENT_PARAM);
  const queryClient = useQueryClient();
  // The adviser changed one of these bookings (`booking:update`): the list reloads.
  useLiveEvent('appointments:changed', () => {
    void queryClient.invalidateQueries({ queryKey: appointmentsKey });
    void queryClient.invalidateQueries({ queryKey: paidConsultationsKey });
  });

  const cancel = useCancelAppointmentMutation();
  const approve = useApproveTimeChangeMutation();
  const join = useJoinAppointmentMutation();
  const invoice = useDownloadInvoiceMutation();
  const reversalInvoice = useDownloadIssuedInvoiceMutation();
  // The adviser's invoicing service issues the invoice seconds after the confirmation, with no event.
  const issuing = useMemo(() => list.data?.some(invoiceInProgress) ?? false, [list.data]);
  usePollWhile(issuing, () => void list.refetch());
  const conversation = useOpenConversation('/kerdezo/uzenetek');
  const pay = usePayMutation();

  const [tab, setTab] = useState<string | null>('upcoming');
  const cancellation = useConfirmation({
    call: (appointment: Appointment) => cancel.mutateAsync(appointment.id),
    success: () => {
      // A paid one stays in the payment history, now cancelled (and maybe refunded).
      void queryClient.invalidateQueries({ queryKey: paidConsultationsKey });
      return messages.appointments.deleted;
    },
  });
  const toCancel = cancellation.subject;
  const [toChange, setToChange] = useState<Appointment | null>(null);
  const [toReject, setToReject] = useState<Appointment | null>(null);
  const [restFrom, setRestFrom] = useState<Appointment | null>(null);
  const [busy, setBusy] = useState<{ id: string; action: string } | null>(null);

  const { upcoming, past } = useMemo(() => {
    const up = all
      .filter((a) => isUpcoming(a, now))
      .sort((x, y) => Date.parse(x.startTime) - Date.parse(y.startTime));
    const before = all
      .filter((a) => !isUpcoming(a, now))
      .sort((x, y) => Date.parse(y.startTime) - Date.parse(x.startTime));
    return { upcoming: up, past: before };
  }, [all, now]);

  const run = async (a: Appointment, action: string, task: () => Promise<unknown>) => {
    setBusy({ id: a.id, action });
    try {
      await task();
    } catch {
      // the toast already told the error
    } finally {
      setBusy(null);
    }
  };

  const actions: CardActions = {
    onCancel: cancellation.ask,
    onRequestChange: setToChange,
    onCancelRest: setRestFrom,
    onReject: setToReject,
    onApprove: (a) =>
      run(a, 'approve', async () => {
        await approve.mutateAsync(a.id);
        notifySuccess(messages.appointments.timeChangeApproved);
      }),
    onJoin: (a) =>
      run(a, 'join', async () => {
        // A missing URL has been told already (the mutation fails).
        const meetingUrl = await join.mutateAsync(a.id);
        let path: string;
        try {
          path = new URL(meetingUrl, window.location.origin).pathname;
        } catch {
          notifyError(messages.appointments.missingMeetingUrl);
          return;
        }
        navigate(path);
      }),
    onInvoice: (a) => run(a, 'invoice', () => invoice.mutateAsync(a)),
    onReversalInvoice: (a) =>
      run(a, 'reversal', async () => {
        if (a.reversalInvoice)
          await reversalInvoice.mutateAsync({ invoice: a.reversalInvoice, reversal: true });
      }),
    onMessage: (a) => run(a, 'message', () => conversation.open(a.expert.userId)),
    onPay: (a) =>
      run(a, 'pay', async () => {
        const { checkoutUrl } = await pay.mutateAsync(a.id);
        // The demo provider's page is one of ours; Stripe's hosted checkout is not.
        if (checkoutUrl.startsWith('/')) navigate(checkoutUrl);
        else window.location.assign(checkoutUrl);
      }),
  };

  const renderList = (items: Appointment[], isUpcomingTab: boolean, emptyText: string) => (
    <Stack gap="sm" pt="md">
      {items.length === 0 ? (
        <EmptyNote action={SEARCH_LINK}>{emptyText}</EmptyNote>
      ) : (
        items.map((a) => (
          <AppointmentCard
            key={a.id}
            appointment={a}
            myUserIds={myUserIds}
            now={now}
            upcoming={isUpcomingTab}
            busy={busy?.id === a.id ? busy.action : null}
            actions={actions}
          />
        ))
      )}
    </Stack>
  );

  return (
    <PageShell title="Tanácsadásaim" intro="Foglalásai az elmúlt és a következő három hónapból.">
      {returnedFrom ? (
        <PaymentReturnNotice
          key={returnedFrom}
          appointmentId={returnedFrom}
          cancelled={params.get(CANCELLED_PARAM) === '1'}
        />
      ) : null}
      <ListStates
        data={all}
        pending={list.isPending || noShows.isPending}
        failed={list.isError}
        errorMessage={messages.appointments.clientListFailed}
        onRetry={() => void Promise.all([list.refetch(), noShows.refetch()])}
        isEmpty={(items) => items.length === 0}
        emptyText="Még nincs foglalása."
        emptyAction={SEARCH_LINK}
        skeleton={CARD_SKELETON}
      >
        {() => (
          <Tabs value={tab} onChange={setTab}>
            <Tabs.List>
              <Tabs.Tab value="upcoming">Közelgő ({upcoming.length})</Tabs.Tab>
              <Tabs.Tab value="past">Korábbi ({past.length})</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="upcoming">
              {renderList(upcoming, true, 'Nincs közelgő tanácsadása.')}
            </Tabs.Panel>
            <Tabs.Panel value="past">{renderList(past, false, 'Nincs korábbi tanácsadása.')}</Tabs.Panel>
          </Tabs>
        )}
      </ListStates>
      <PaidConsultations />
      <WaitlistSection />

      <ConfirmDialog {...cancellation.dialog} title="Foglalás lemondása" confirmLabel="Lemondás">
        {toCancel ? cancelConfirmText(toCancel, Date.now()) : ''}
      </ConfirmDialog>
      <TimeChangeDialog
        title="Időpont-módosítás kérése"
        appointment={toChange}
        onClose={() => setToChange(null)}
      />
      <RejectTimeChangeDialog appointment={toReject} onClose={() => setToReject(null)} />
      <SeriesCancelDialog from={restFrom} onClose={() => setRestFrom(null)} />
    </PageShell>
  );
}
