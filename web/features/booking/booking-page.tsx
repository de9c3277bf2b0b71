import type { ConsultationOffer, PublicAdviser } from '@common/api/advisers';
import { formatIntakeAnswer, type IntakeAnswerValue, isEmptyAnswer } from '@common/api/intake';
import type { Slot } from '@common/api/schedule';
import { seriesIntervalLabel } from '@common/api/series';
import type { WaitlistEntry } from '@common/api/waitlist';
import {
  addDays,
  budapestDateKey,
  currentWeekStart,
  noonOf,
  weekDays,
  weekdayName,
  weeksBetween,
} from '@common/budapest-time';
import { localTimeDifferenceText, withLocalTime } from '@common/format';
import { isUuid } from '@common/ids';
import { messages } from '@common/messages';
import { type AskerPlan, askerPlan, NO_SUBSCRIPTION_YET } from '@common/subscription';
import { Alert, Anchor, Box, Button, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCalendarCheck, IconInfoCircle, IconUserQuestion } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { usePublicAdviser } from '@web/api/public-adviser';
import { useLeaveWaitlistMutation, useWaitlistQuery } from '@web/api/waitlist';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { InlineError } from '@web/components/inline-error';
import { LoadError } from '@web/components/load-error';
import { Notice } from '@web/components/notice';
import { PageShell } from '@web/components/page-shell';
import { useAuthStore } from '@web/lib/auth-store';
import { focusFirstInvalid } from '@web/lib/form';
import { ApiError } from '@web/lib/http';
import { notifyError, notifyInfo, notifySuccess } from '@web/lib/notify';
import {
  hasUnbookablePaidOffer,
  isOfferBookable,
  offerPriceText,
  PAID_OFFERS_UNAVAILABLE,
  paymentTermsText,
} from '@web/lib/offer-price';
import { localTimeLine, useViewerTimeZone } from '@web/lib/viewer-time';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAvailableSlotsQuery } from './api/available-slots';
import { BOOKING_FAILED, type BookingResult, useCreateAppointmentMutation } from './api/create-appointment';
import { SERIES_BOOKING_FAILED, useCreateSeriesMutation } from './api/create-series';
import { useIntakeQuestionsQuery } from './api/intake-questions';
import { useJoinWaitlistMutation, WAITLIST_JOIN_FAILED } from './api/join-waitlist';
import { bookingKeys } from './api/query-keys';
import { AdviserHeader } from './components/adviser-header';
import { IntakeFields } from './components/intake-fields';
import { SeriesPanel } from './components/series-panel';
import { StepCard } from './components/step-card';
import { SubscriptionNotice } from './components/subscription-notice';
import { TypePicker } from './components/type-picker';
import { WaitlistPanel } from './components/waitlist-panel';
import { WeekSlots } from './components/week-slots';
import { afterBooking, PAY_LATER } from './lib/after-booking';
import { formatSlotRange, MAX_WEEKS_AHEAD, openingWeek, parseWeekParam } from './lib/budapest-week';
import { cancelRuleText, insideDeadlineWarning, startsInsideDeadline } from './lib/cancel-rule';
import {
  checkIntakeDraft,
  emptyIntakeDraft,
  type IntakeDraft,
  serverIntakeErrors,
} from './lib/intake-answers';
import { occurrenceLines, seriesPaymentText } from './lib/series';
import { findWaitlistEntry, waitlistUntil } from './lib/waitlist';
import { useBookingRefresh } from './use-booking-refresh';
import { useSeriesChoice } from './use-series-choice';

const PAGE_TITLE = 'Időpontfoglalás';
const NOTES_MAX = 2000;
const MY_CONSULTATIONS = '/kerdezo/tanacsadasaim';
const BOOKED = 'Sikeres foglalás! A tanácsadó hamarosan megerősíti az időpontot.';
const seriesBooked = (count: number) =>
  `Sikeres foglalás! A sorozat mind a(z) ${count} alkalmát rögzítettük; a tanácsadó hamarosan megerősíti az időpontokat.`;
const SERIES_NOT_READY = 'A sorozat alkalmainak ellenőrzése még folyik, vagy van köztük foglalt időpont.';
const EXPIRED_NOTICE =
  'Előfizetése lejárt, ezért most nem foglalhat időpontot. Az előfizetés meghosszabbítása után folytathatja a foglalást.';
/** URL query parameters: the chosen type and the shown week survive a reload. */
const TYPE_PARAM = 'tipus';
const WEEK_PARAM = 'het';
/** The server's 409 SLOTS_AVAILABLE text, should it send none. */
const SLOTS_AVAILABLE = 'Ebben az időszakban van szabad időpont – foglaljon most.';
const LEFT_WAITLIST = 'Leiratkozott a várólistáról.';

/**
 * The asker's plan by the stored session (the server decides in the end: 403): 'none' for a newcomer
 * who never had one, 'expired' when it is over, else 'active'.
 */
function useAskerPlan(): AskerPlan {
  const subscription = useAuthStore((s) => s.user?.subscriptionStatus) as
    | { status?: string; expirationDate?: string | null }
    | undefined;
  if (!subscription || typeof subscription !== 'object') return 'active';
  const over =
    subscription.status === 'expired' ||
    Boolean(subscription.expirationDate && Date.parse(subscription.expirationDate) <= Date.now());
  return askerPlan(over ? 'expired' : 'active', subscription.expirationDate);
}

function NotFoundPanel() {
  return (
    <Notice
      tone="warning"
      title="A tanácsadó nem található"
      icon={IconUserQuestion}
      data-testid="booking-not-found"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Ez a tanácsadó nem létezik, vagy jelenleg nem fogad foglalásokat. Válasszon másik tanácsadót a
          listából.
        </Text>
        <Anchor component={Link} to="/kerdezo/tanacsadok" size="sm" fw={600}>
          Vissza a tanácsadókhoz
        </Anchor>
      </Stack>
    </Notice>
  );
}

function PageSkeleton() {
  return (
    <Stack gap="md" role="status" aria-live="polite" aria-label="Betöltés…" data-testid="loading">
      <Skeleton height={96} />
      <Skeleton height={160} />
      <Skeleton height={240} />
    </Stack>
  );
}

/** /kerdezo/foglalas/:id: book a free time of one adviser in three steps. */
export default function BookingPage() {
  const { id } = useParams();
  const adviser = usePublicAdviser(id);
  const notFound = !isUuid(id) || adviser.data === null;

  return (
    <PageShell title={PAGE_TITLE}>
      {notFound ? (
        <NotFoundPanel />
      ) : adviser.data ? (
        <BookingFlow adviser={adviser.data} />
      ) : adviser.isError ? (
        <LoadError
          message="Nem sikerült betölteni a tanácsadó adatait."
          onRetry={() => void adviser.refetch()}
        />
      ) : (
        <PageSkeleton />
      )}
    </PageShell>
  );
}

function BookingFlow({ adviser }: { adviser: PublicAdviser }) {
  const topics = adviser.consultingTopics;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const plan = useAskerPlan();

  const now = new Date();
  const today = budapestDateKey(now);
  const thisWeek = currentWeekStart(now);
  // Without `het` the page shows the week of the adviser's next free slot, as it was when the page opened
  // (a later reload of the adviser does not move the shown week).
  const [firstWeek] = useState(() => openingWeek(adviser.nextFreeSlot, now));
  const weekStart = parseWeekParam(searchParams.get(WEEK_PARAM), now, firstWeek);
  const typeParam = searchParams.get(TYPE_PARAM);
  const type: ConsultationOffer | null =
    topics.find((t) => t.id === typeParam) ?? (topics.length === 1 ? (topics[0] ?? null) : null);

  const [selected, setSelected] = useState<Slot | null>(null);
  const [notes, setNotes] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [needSlot, setNeedSlot] = useState(false);
  const [subscriptionError, setSubscriptionError] = useState<string | null>(null);
  // The browser is on its way to the payment page: the dialog stays busy until it leaves.
  const [toCheckout, setToCheckout] = useState(false);
  // A priced type the adviser cannot take payment for yet has no free times (the server offers none).
  const typeBookable = type ? isOfferBookable(type, adviser.acceptsPayments) : false;
  const cancelRule = cancelRuleText(adviser.cancelDeadlineHours);
  // A time inside the deadline can be booked, but the asker is told first that it cannot be cancelled.
  const lateWarning =
    selected && startsInsideDeadline(selected.startTime, adviser.cancelDeadlineHours, now.getTime())
      ? insideDeadlineWarning(adviser.cancelDeadlineHours)
      : null;
  const zone = useViewerTimeZone();
  // Abroad: how the viewer's clock differs from Budapest's in the shown week (each time shows it too).
  const localDifference = localTimeDifferenceText(zone, weekDays(weekStart).map(noonOf));
  const timeZoneNote = localDifference
    ? `A kezdési időpontok budapesti idő szerint értendők; ${localDifference}, ezt kisebben minden időpont alatt is mutatjuk.`
    : 'A kezdési időpontok budapesti idő szerint értendők.';
  const selectedLocal = selected ? localTimeLine(zone, selected.startTime, selected.endTime) : null;

  const slots = useAvailableSlotsQuery(adviser.id, typeBookable ? (type?.id ?? null) : null, weekStart);
  const booking = useCreateAppointmentMutation(adviser.id);
  const seriesBooking = useCreateSeriesMutation(adviser.id);
  // A series of the chosen time, when the adviser allows one for the type.
  const series = useSeriesChoice(adviser.id, typeBookable ? type : null, selected);
  const blockedTextId = useId();
  // The adviser's questions of the chosen type (none: the flow is as it was).
  const intake = useIntakeQuestionsQuery(adviser.id, typeBookable ? (type?.id ?? null) : null);
  const questions = intake.data?.questions ?? [];
  const [intakeDraft, setIntakeDraft] = useState<{ typeId: string; values: IntakeDraft } | null>(null);
  const draft =
    intakeDraft && intakeDraft.typeId === type?.id ? intakeDraft.values : emptyIntakeDraft(questions);
  const [intakeErrors, setIntakeErrors] = useState<Record<string, string>>({});
  const intakeRef = useRef<HTMLFormElement>(null);
  const answerQuestion = (questionId: string, value: IntakeAnswerValue | undefined) => {
    if (!type) return;
    setIntakeDraft({ typeId: type.id, values: { ...draft, [questionId]: value } });
    setIntakeErrors(({ [questionId]: _answered, ...rest }) => rest);
  };
  const showIntakeErrors = (errors: Record<string, string>) => {
    setIntakeErrors(errors);
    focusFirstInvalid(intakeRef);
  };
  const waitlist = useWaitlistQuery(type !== null);
  const joinWaitlist = useJoinWaitlistMutation();
  const leaveWaitlist = useLeaveWaitlistMutation();
  const waitlistEntry = findWaitlistEntry(waitlist.data, adviser.id, type?.id);
  // null: the adviser works on none of the shown week's days that are left, so there is nothing to wait for.
  const until = waitlistUntil(weekStart, adviser.workSchedule, now);
  // A waitlist message belongs to the type and week it was given for: another one shows none.
  const noticeKey = `${type?.id ?? ''}|${weekStart}`;
  const [waitlistNotice, setWaitlistNotice] = useState<{ key: string; text: string } | null>(null);

  const refreshSlots = useCallback(
    () => queryClient.invalidateQueries({ queryKey: bookingKeys.slotsOf(adviser.id) }),
    [queryClient, adviser.id],
  );
  useBookingRefresh(adviser.id, refreshSlots);

  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const showWeek = (week: string) => setParam(WEEK_PARAM, week === firstWeek ? null : week);
  const weeksAhead = weeksBetween(thisWeek, weekStart);

  // A chosen time that a reload of its week no longer offers (booked by someone else, time off, new
  // settings) is dropped, so it cannot be sent.
  const selectedDay = selected ? budapestDateKey(selected.startTime) : null;
  const selectionGone =
    selected !== null &&
    slots.isSuccess &&
    !slots.isFetching &&
    selectedDay !== null &&
    selectedDay >= weekStart &&
    selectedDay < addDays(weekStart, 7) &&
    !slots.data.some((s) => Date.parse(s.startTime) === Date.parse(selected.startTime));
  useEffect(() => {
    if (selectionGone) setSelected(null);
  }, [selectionGone]);

  const chooseType = (typeId: string) => {
    if (typeId !== type?.id) {
      setSelected(null);
      setIntakeErrors({});
    }
    setParam(TYPE_PARAM, typeId);
  };

  const chooseSlot = (slot: Slot) => {
    setNeedSlot(false);
    setSelected(slot);
  };

  const openConfirm = () => {
    if (!type || !selected) {
      setNeedSlot(true);
      return;
    }
    // The questions must be known before booking (the server refuses missing required answers).
    if (!intake.isSuccess) return;
    const checked = checkIntakeDraft(questions, draft);
    if (!checked.ok) {
      showIntakeErrors(checked.errors);
      return;
    }
    // A series is booked only when every occasion is free (the button says why it waits).
    if (series.active && !series.ready) return;
    setConfirming(true);
  };

  const afterBooked = (result: BookingResult, bookedText: string) => {
    const then = afterBooking(result, window.location.origin);
    if (then.next === 'checkout') {
      // The time is held while the asker pays on the provider's page, which returns to "Tanácsadásaim".
      setToCheckout(true);
      window.location.assign(then.url);
      return;
    }
    setConfirming(false);
    if (then.next === 'payLater') notifyInfo(PAY_LATER, 10_000);
    else notifySuccess(bookedText, 5000);
    navigate(MY_CONSULTATIONS);
  };

  const bookingFailed = (error: Error, fallback: string) => {
    setConfirming(false);
    // A 401 already ended the session with its own toast (the route guard takes over).
    if (error instanceof ApiError && error.status === 401) return;
    // An answer the server refused shows under its question (one it does not know: the toast).
    const answerErrors = serverIntakeErrors(error, questions);
    if (Object.keys(answerErrors).length > 0) {
      showIntakeErrors(answerErrors);
      return;
    }
    const text = error instanceof ApiError && error.message ? error.message : fallback;
    notifyError(text);
    if (error instanceof ApiError && error.status === 409) {
      // Someone else took a time meanwhile. A single time is dropped (it disappears when the week
      // reloads); a series keeps its first time, and the reloaded preview shows the taken occasion.
      if (!series.active) setSelected(null);
    } else if (error instanceof ApiError && error.code === 'SUBSCRIPTION_REQUIRED') {
      setSubscriptionError(text);
    }
  };

  const book = () => {
    if (!type || !selected) return;
    const checked = checkIntakeDraft(questions, draft);
    if (!checked.ok) return;
    const trimmed = notes.trim();
    const body = {
      expertId: adviser.id,
      startTime: selected.startTime,
      consultationType: type.id,
      ...(trimmed ? { notes: trimmed } : {}),
      ...(Object.keys(checked.answers).length > 0 ? { intakeAnswers: checked.answers } : {}),
    };
    if (series.active && series.choice) {
      const count = series.choice.occurrences;
      seriesBooking.mutate(
        { ...body, intervalWeeks: series.choice.intervalWeeks as 1 | 2, occurrences: count },
        {
          onSuccess: (result) => afterBooked(result, seriesBooked(count)),
          onError: (error) => bookingFailed(error, SERIES_BOOKING_FAILED),
        },
      );
      return;
    }
    booking.mutate(body, {
      onSuccess: (result) => afterBooked(result, BOOKED),
      onError: (error) => bookingFailed(error, BOOKING_FAILED),
    });
  };

  const joinList = async (): Promise<boolean> => {
    if (!type || !until) return false;
    try {
      await joinWaitlist.mutateAsync({ expertId: adviser.id, consultationType: type.id, until });
      setWaitlistNotice(null);
      return true;
    } catch (error) {
      // A 401 already ended the session with its own toast (the route guard takes over).
      if (!(error instanceof ApiError) || error.status === 401) return false;
      if (error.code === 'SLOTS_AVAILABLE') {
        // A time freed up meanwhile: the week reloads and shows it.
        setWaitlistNotice({ key: noticeKey, text: error.message || SLOTS_AVAILABLE });
        void refreshSlots();
      } else if (error.code === 'SUBSCRIPTION_REQUIRED') {
        setSubscriptionError(error.message || WAITLIST_JOIN_FAILED);
      } else {
        notifyError(error.message || WAITLIST_JOIN_FAILED);
      }
      return false;
    }
  };

  const leaveList = async (entry: WaitlistEntry): Promise<boolean> => {
    try {
      await leaveWaitlist.mutateAsync(entry.id);
      setWaitlistNotice({ key: noticeKey, text: LEFT_WAITLIST });
      return true;
    } catch {
      // the toast already told the error
      return false;
    }
  };

  if (topics.length === 0) {
    return (
      <Stack gap="lg">
        <AdviserHeader adviser={adviser} />
        <Alert
          color="blue"
          variant="light"
          title="Jelenleg nem foglalható"
          icon={<IconInfoCircle aria-hidden="true" />}
        >
          Ennél a tanácsadónál most nem foglalható időpont, mert még nem adott meg tanácsadási típust.
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <AdviserHeader adviser={adviser} />
      {hasUnbookablePaidOffer(adviser) ? (
        <Notice tone="info" data-testid="paid-offers-unavailable">
          {PAID_OFFERS_UNAVAILABLE}
        </Notice>
      ) : null}
      {subscriptionError ? (
        <SubscriptionNotice message={subscriptionError} newcomer={plan === 'none'} urgent />
      ) : plan !== 'active' ? (
        <SubscriptionNotice
          message={plan === 'none' ? NO_SUBSCRIPTION_YET : EXPIRED_NOTICE}
          newcomer={plan === 'none'}
        />
      ) : null}

      <StepCard step={1} title="Tanácsadás típusa">
        <TypePicker
          topics={topics}
          acceptsPayments={adviser.acceptsPayments}
          value={type?.id ?? null}
          onChange={chooseType}
        />
      </StepCard>

      <StepCard step={2} title="Időpont">
        {type && !typeBookable ? (
          <Text data-testid="type-not-bookable">
            Ehhez a fizetős tanácsadáshoz most nem foglalható időpont, mert a tanácsadó még nem fogad online
            fizetést. Válasszon másik típust, vagy nézzen vissza később.
          </Text>
        ) : type ? (
          <>
            <Text size="sm" c="dimmed" data-testid="slots-time-zone-note">
              {timeZoneNote} Egy alkalom {type.durationMinutes} perc.
            </Text>
            <WeekSlots
              weekStart={weekStart}
              today={today}
              isCurrentWeek={weekStart === thisWeek}
              canGoBack={weeksAhead > 0}
              canGoForward={weeksAhead < MAX_WEEKS_AHEAD}
              onPrevious={() => showWeek(addDays(weekStart, -7))}
              onNext={() => showWeek(addDays(weekStart, 7))}
              onThisWeek={() => showWeek(thisWeek)}
              status={slots.status}
              slots={slots.data}
              onRetry={() => void slots.refetch()}
              selected={selected}
              onSelect={chooseSlot}
            />
            <WaitlistPanel
              weekEmpty={slots.isSuccess && slots.data.length === 0}
              until={until}
              entry={waitlistEntry}
              notice={waitlistNotice?.key === noticeKey ? waitlistNotice.text : null}
              joining={joinWaitlist.isPending}
              leaving={leaveWaitlist.isPending}
              onJoin={joinList}
              onLeave={leaveList}
            />
          </>
        ) : (
          <Text>Először válassza ki a tanácsadás típusát, utána mutatjuk a szabad időpontokat.</Text>
        )}
      </StepCard>

      <StepCard step={3} title="Megjegyzés és foglalás">
        <Box role="status" aria-live="polite" aria-atomic="true" data-testid="selected-slot">
          {selected && type ? (
            <Text>
              Kiválasztott időpont:{' '}
              <strong>
                {weekdayName(budapestDateKey(selected.startTime))}, {formatSlotRange(selected)}
              </strong>{' '}
              ({type.name})
              {selectedLocal ? (
                <Text component="span" size="sm" c="dimmed" display="block" data-testid="selected-slot-local">
                  {selectedLocal}
                </Text>
              ) : null}
            </Text>
          ) : (
            <Text c="dimmed">Még nem választott időpontot.</Text>
          )}
          {/* Inside the live region: a screen reader hears it with the chosen time. */}
          {lateWarning ? <LateBookingWarning text={lateWarning} testId="late-booking-warning" /> : null}
        </Box>
        {series.rule && series.choice ? (
          <SeriesPanel
            rule={series.rule}
            enabled={series.enabled}
            onEnabledChange={series.setEnabled}
            choice={series.choice}
            onChoiceChange={series.setChoice}
            slotChosen={selected !== null}
            preview={{
              status: series.preview.status,
              data: series.occurrences,
              fetching: series.preview.isFetching,
              onRetry: () => void series.preview.refetch(),
            }}
            blockedTextId={blockedTextId}
            priceText={type && type.priceHuf > 0 ? offerPriceText(type.priceHuf) : null}
          />
        ) : null}
        <Text size="sm" data-testid="cancel-rule">
          {cancelRule}
        </Text>
        {intake.isError ? (
          <LoadError
            message="Nem sikerült betölteni a tanácsadó kérdéseit."
            onRetry={() => void intake.refetch()}
          />
        ) : intake.isLoading ? (
          <Skeleton height={72} />
        ) : questions.length > 0 ? (
          <form ref={intakeRef} noValidate onSubmit={(event) => event.preventDefault()}>
            <IntakeFields
              adviserId={adviser.id}
              questions={questions}
              draft={draft}
              errors={intakeErrors}
              onChange={answerQuestion}
            />
          </form>
        ) : null}
        <Textarea
          label="Megjegyzés a tanácsadónak"
          description={`Nem kötelező. Miben kér segítséget? (${notes.length} / ${NOTES_MAX} karakter)`}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          maxLength={NOTES_MAX}
          autosize
          minRows={3}
          maxRows={10}
        />
        {needSlot ? (
          <InlineError
            message={
              type
                ? 'Válasszon egy szabad időpontot a foglaláshoz.'
                : 'Válassza ki a tanácsadás típusát és egy szabad időpontot a foglaláshoz.'
            }
          />
        ) : null}
        <Group>
          <Button
            size="md"
            leftSection={<IconCalendarCheck size={20} aria-hidden="true" />}
            onClick={openConfirm}
            disabled={series.active && !series.ready}
            aria-describedby={series.active && !series.ready ? blockedTextId : undefined}
          >
            {series.active ? 'Sorozat lefoglalása' : 'Időpont lefoglalása'}
          </Button>
        </Group>
        {series.active && !series.ready && series.preview.isSuccess && series.preview.data.allFree ? (
          // Only while a fresh preview is on its way (the taken dates have their own notice).
          <Text size="sm" c="dimmed" id={blockedTextId}>
            {SERIES_NOT_READY}
          </Text>
        ) : null}
      </StepCard>

      <ConfirmDialog
        opened={confirming && selected !== null && type !== null}
        title="Foglalás megerősítése"
        confirmLabel="Foglalás"
        confirmColor="blue"
        loading={booking.isPending || seriesBooking.isPending || toCheckout}
        onConfirm={book}
        onClose={() => setConfirming(false)}
      >
        {selected && type ? (
          <Stack gap="xs" data-testid="booking-summary">
            <Text size="sm">Kérjük, ellenőrizze a foglalás adatait:</Text>
            <Box component="dl" m={0} style={{ display: 'grid', gap: '0.25rem 0.75rem' }}>
              <SummaryRow term="Tanácsadó" value={adviser.name} />
              <SummaryRow term="Típus" value={`${type.name} (${type.durationMinutes} perc)`} />
              {series.active && series.choice ? (
                <div>
                  <Text component="dt" size="sm" fw={700}>
                    Alkalmak ({series.occurrences.length}, {seriesIntervalLabel(series.choice.intervalWeeks)})
                  </Text>
                  <Text component="dd" size="sm" m={0} data-testid="series-summary">
                    {occurrenceLines(series.occurrences.map((o) => o.startTime)).map((line) => (
                      <span key={line} style={{ display: 'block' }}>
                        {line}
                      </span>
                    ))}
                  </Text>
                </div>
              ) : (
                <SummaryRow
                  term="Időpont"
                  value={withLocalTime(formatSlotRange(selected), selected.startTime, zone, selected.endTime)}
                />
              )}
              {type.priceHuf > 0 ? null : <SummaryRow term="Díj" value={offerPriceText(0)} />}
              {notes.trim() ? <SummaryRow term="Megjegyzés" value={notes.trim()} /> : null}
              {questions.map((question) => {
                const answer = draft[question.id];
                return answer === undefined || isEmptyAnswer(answer) ? null : (
                  <SummaryRow
                    key={question.id}
                    term={question.label}
                    value={
                      // The dialog names how many files go with it; their names are on the form above.
                      question.kind === 'file' && Array.isArray(answer)
                        ? messages.intake.documentCount(answer.length)
                        : formatIntakeAnswer({ kind: question.kind, value: answer })
                    }
                  />
                );
              })}
            </Box>
            {type.priceHuf > 0 ? (
              <Text size="sm" fw={600} data-testid="payment-terms">
                {series.active
                  ? seriesPaymentText(series.occurrences.length, offerPriceText(type.priceHuf))
                  : paymentTermsText(type.priceHuf)}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              Az időpontot a tanácsadó erősíti meg; addig a foglalás függőben van.
            </Text>
            {lateWarning ? (
              <LateBookingWarning text={lateWarning} testId="late-booking-warning-summary" />
            ) : (
              <Text size="sm" c="dimmed">
                {cancelRule}
              </Text>
            )}
          </Stack>
        ) : (
          ''
        )}
      </ConfirmDialog>
    </Stack>
  );
}

/** "ezt az időpontot már nem mondhatja le": the chosen time is inside the adviser's deadline. */
function LateBookingWarning({ text, testId }: { text: string; testId: string }) {
  return (
    <Alert
      color="orange"
      variant="light"
      p="sm"
      // Not an alert of its own: the status region around it (or the dialog) already announces it.
      role="note"
      icon={<IconAlertTriangle aria-hidden="true" />}
      data-testid={testId}
    >
      <Text size="sm" c="dark.9">
        {text}
      </Text>
    </Alert>
  );
}

function SummaryRow({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" fw={700}>
        {term}
      </Text>
      <Text
        component="dd"
        size="sm"
        m={0}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        lineClamp={6}
      >
        {value}
      </Text>
    </div>
  );
}
