import type { Appointment } from '@common/api/appointments';
import type { TimeOff } from '@common/api/schedule';
import { budapestDateKey, formatWeekLabel, mondayOf, noonOf, weekDays } from '@common/budapest-time';
import { NEW_BOOKING_TOAST_MS } from '@common/constants';
import { localTimeDifferenceText } from '@common/format';
import { messages } from '@common/messages';
import type { CalendarRef } from '@fullcalendar/react';
import { Box, Button, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { appointmentsKey } from '@web/api/appointment-window';
import { useMyAdviserQuery } from '@web/api/get-my-adviser';
import { useUpdateWorkScheduleMutation } from '@web/api/update-work-schedule';
import { LoadError } from '@web/components/load-error';
import { PageShell } from '@web/components/page-shell';
import { PeriodNav } from '@web/components/period-nav';
import { SectionCard } from '@web/components/section-card';
import { WorkScheduleSection } from '@web/components/work-schedule-section';
import { useAdviserIdentity } from '@web/lib/adviser-identity';
import { useLiveEvent } from '@web/lib/live-events';
import { notifyInfo } from '@web/lib/notify';
import { useViewerTimeZone } from '@web/lib/viewer-time';
import { useId, useMemo, useRef, useState } from 'react';
import { useAddExternalCalendarMutation } from './api/add-external-calendar';
import { useAddTimeOffMutation } from './api/add-time-off';
import { useDeleteExternalCalendarMutation } from './api/delete-external-calendar';
import { useDeleteTimeOffMutation } from './api/delete-time-off';
import { EXTERNAL_BUSY_LOAD_FAILED, useExternalBusyQuery } from './api/get-external-busy';
import { useExternalCalendarsQuery } from './api/get-external-calendars';
import { useTimeOffQuery } from './api/get-time-off';
import { useWeekAppointmentsQuery } from './api/get-week-appointments';
import { useSyncExternalCalendarMutation } from './api/sync-external-calendar';
import { useUpdateBookingSettingsMutation } from './api/update-booking-settings';
import classes from './calendar.module.css';
import { AppointmentDialog } from './components/appointment-dialog';
import { BookingSettingsSection } from './components/booking-settings-section';
import { CalendarGrid, type CalendarView } from './components/calendar-grid';
import { ExternalCalendarsSection } from './components/external-calendars-section';
import type { LoadedList } from './components/item-list';
import { TimeOffDialog } from './components/time-off-dialog';
import { TimeOffSection } from './components/time-off-section';
import { WeekAgenda } from './components/week-agenda';
import {
  appointmentEvent,
  businessHours,
  externalBusyEvent,
  newBookingText,
  timeOffEvent,
  visibleHours,
} from './lib/calendar-events';
import { formatDayLabel } from './lib/calendar-week';

/** Below this width the grid shows one day at a time (the week stays in the list below it). */
const NARROW = '(max-width: 62em)';

function Legend() {
  return (
    <ul className={classes.legend} aria-label="Jelmagyarázat">
      <li className={classes.legendItem}>
        <span className={`${classes.swatch} ${classes.swatchPending}`} aria-hidden="true" />
        Megerősítésre vár
      </li>
      <li className={classes.legendItem}>
        <span className={`${classes.swatch} ${classes.swatchConfirmed}`} aria-hidden="true" />
        Megerősítve (a tanácsadás típusának színével)
      </li>
      <li className={classes.legendItem}>
        <span className={`${classes.swatch} ${classes.swatchTimeOff}`} aria-hidden="true" />
        Távollét
      </li>
      <li className={classes.legendItem}>
        <span className={`${classes.swatch} ${classes.swatchExternalBusy}`} aria-hidden="true" />
        Külső naptár (foglalt)
      </li>
    </ul>
  );
}

/** /tanacsadoi-fiok/naptar: the adviser's week of bookings and time off, and the rules of their free times. */
export default function CalendarPage() {
  const { userId, adviserId: sessionAdviserId } = useAdviserIdentity();
  // Its forms take their first values once, so they wait for a read made after the page opened (shown
  // only when `isFetchedAfterMount`): the read must happen even when the cached profile is fresh.
  const adviser = useMyAdviserQuery({ refetchOnMount: 'always' });
  const adviserId = sessionAdviserId ?? adviser.data?.id ?? null;
  const queryClient = useQueryClient();
  const headingId = useId();

  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  const view: CalendarView = narrow ? 'timeGridDay' : 'timeGridWeek';
  const calendarRef = useRef<CalendarRef | null>(null);
  const today = budapestDateKey(new Date());
  const [initialDate] = useState(today);
  // The first day the grid shows (a Monday in the week view); the data is always its whole week.
  const [shownDate, setShownDate] = useState(() => (narrow ? today : mondayOf(today)));
  const weekStart = mondayOf(shownDate);

  const appointments = useWeekAppointmentsQuery(weekStart);
  const timeOff = useTimeOffQuery(adviserId);
  const addTimeOff = useAddTimeOffMutation(adviserId);
  const deleteTimeOff = useDeleteTimeOffMutation(adviserId);
  const saveSettings = useUpdateBookingSettingsMutation(userId, adviserId);
  const saveSchedule = useUpdateWorkScheduleMutation(userId, adviserId);
  const externalCalendars = useExternalCalendarsQuery(adviserId);
  const externalBusy = useExternalBusyQuery(adviserId, weekStart);
  const addExternal = useAddExternalCalendarMutation(adviserId);
  const syncExternal = useSyncExternalCalendarMutation(adviserId);
  const deleteExternal = useDeleteExternalCalendarMutation(adviserId);
  // The adviser's lists wait for the id; until then they show the profile read's state.
  const adviserList = <T,>(list: UseQueryResult<readonly T[]>): LoadedList<T> => ({
    status: adviserId ? list.status : adviser.isPending ? 'pending' : 'error',
    items: list.data,
    onRetry: () => void (adviserId ? list.refetch() : adviser.refetch()),
  });

  const [timeOffDialog, setTimeOffDialog] = useState<{
    key: number;
    range: { start: Date; end: Date } | null;
  }>({
    key: 0,
    range: null,
  });
  const [timeOffOpen, setTimeOffOpen] = useState(false);
  const [details, setDetails] = useState<Appointment | null>(null);

  // Live refresh (SPEC.md §6, §9): a client booked; the blue toast for 5000 ms, then the shown week
  // (Monday–Sunday) reloads; other loaded weeks are read again when they are shown.
  const reloadAppointments = () => void queryClient.invalidateQueries({ queryKey: appointmentsKey });
  useLiveEvent('appointments:new', (detail) => {
    notifyInfo(newBookingText(detail), NEW_BOOKING_TOAST_MS);
    reloadAppointments();
  });
  // The client cancelled or moved a booking, or the socket was down for a while: reload silently.
  useLiveEvent('appointments:changed', reloadAppointments);
  useLiveEvent('socket:reconnected', reloadAppointments);
  useLiveEvent('live:missed', reloadAppointments);

  const weekAppointments = appointments.data ?? [];
  const events = useMemo(
    () => [
      ...(appointments.data ?? []).map(appointmentEvent),
      ...(timeOff.data ?? []).map(timeOffEvent),
      ...(externalBusy.data ?? []).map(externalBusyEvent),
    ],
    [appointments.data, timeOff.data, externalBusy.data],
  );
  const schedule = adviser.data?.workSchedule;
  const hours = useMemo(() => visibleHours(schedule, appointments.data ?? []), [schedule, appointments.data]);
  const business = useMemo(() => businessHours(schedule), [schedule]);

  const calendarApi = () => calendarRef.current?.getApi();
  const isThisWeek = weekStart === mondayOf(today);
  const showingToday = view === 'timeGridDay' ? shownDate === today : isThisWeek;
  const unit = view === 'timeGridDay' ? 'nap' : 'hét';
  const label = view === 'timeGridDay' ? formatDayLabel(shownDate) : formatWeekLabel(weekStart);

  const openTimeOff = (range: { start: Date; end: Date } | null) => {
    setTimeOffDialog((current) => ({ key: current.key + 1, range }));
    setTimeOffOpen(true);
  };
  const closeTimeOff = () => {
    setTimeOffOpen(false);
    calendarApi()?.unselect();
  };
  const showTimeOff = (item: TimeOff) => {
    calendarApi()?.gotoDate(budapestDateKey(item.startTime));
    document.getElementById('naptar-racs')?.scrollIntoView({ block: 'start' });
    document.getElementById(headingId)?.focus({ preventScroll: true });
  };

  // Abroad: the grid stays in Budapest time, and a note says how the viewer's own clock differs.
  const zone = useViewerTimeZone();
  const localDifference = localTimeDifferenceText(zone, weekDays(weekStart).map(noonOf));

  // On a phone the grid shows one day: the status counts that day, and the intro says so.
  const dayView = view === 'timeGridDay';
  const shownAppointments = dayView
    ? weekAppointments.filter((appointment) => budapestDateKey(appointment.startTime) === shownDate)
    : weekAppointments;
  const count = shownAppointments.length;
  const shownSpan = dayView ? 'Ezen a napon' : 'Ezen a héten';
  let statusText = '';
  if (appointments.isFetching) statusText = 'Foglalások betöltése…';
  else if (appointments.isSuccess)
    statusText = count > 0 ? `${shownSpan} ${count} foglalása van.` : `${shownSpan} nincs foglalása.`;

  return (
    <PageShell
      title="Naptár"
      intro={`Foglalásai, távollétei és külső naptárainak foglalt idősávjai ${dayView ? 'napi' : 'heti'} nézetben, budapesti idő szerint. Itt állíthatja be azt is, mikor foglalhatnak Önnél.`}
    >
      <Paper
        component="section"
        aria-labelledby={headingId}
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'lg' }}
        id="naptar-racs"
        style={{ scrollMarginTop: 80 }}
      >
        <Stack gap="md">
          <Stack gap="xs">
            <Title order={2} size="h3" id={headingId} tabIndex={-1} data-testid="calendar-label">
              {label}
            </Title>
            <PeriodNav
              unit={unit}
              currentLabel={view === 'timeGridDay' ? 'Ma' : 'Ez a hét'}
              previous={{ onClick: () => calendarApi()?.prev() }}
              current={{ onClick: () => calendarApi()?.today(), disabled: showingToday }}
              next={{ onClick: () => calendarApi()?.next() }}
            >
              <Button
                leftSection={<IconPlus size={18} aria-hidden="true" />}
                onClick={() => openTimeOff(null)}
              >
                Távollét hozzáadása
              </Button>
            </PeriodNav>
          </Stack>
          {localDifference ? (
            <Text size="sm" data-testid="calendar-time-zone-note">
              A naptár budapesti idő szerint mutatja az időpontokat; {localDifference}.
            </Text>
          ) : null}
          <Legend />
          <Box role="status" aria-live="polite" aria-atomic="true" data-testid="calendar-status">
            {statusText ? (
              <Text size="sm" fw={600}>
                <VisuallyHidden>{label}: </VisuallyHidden>
                {statusText}
              </Text>
            ) : null}
          </Box>
          {appointments.isError ? (
            <LoadError
              message={messages.appointments.listFailed}
              onRetry={() => void appointments.refetch()}
            />
          ) : null}
          {externalBusy.isError ? (
            <LoadError message={EXTERNAL_BUSY_LOAD_FAILED} onRetry={() => void externalBusy.refetch()} />
          ) : null}
          <CalendarGrid
            calendarRef={calendarRef}
            view={view}
            initialDate={initialDate}
            events={events}
            slotMinTime={hours.slotMinTime}
            slotMaxTime={hours.slotMaxTime}
            businessHours={business}
            onDatesSet={(start) => setShownDate(budapestDateKey(start))}
            onSelectRange={openTimeOff}
            onAppointmentClick={(id) => setDetails(weekAppointments.find((a) => a.id === id) ?? null)}
          />
        </Stack>
      </Paper>

      <SectionCard title="A hét foglalásai" id="heti-foglalasok">
        <section
          aria-live="polite"
          aria-busy={appointments.isPending}
          aria-label={`Foglalások: ${formatWeekLabel(weekStart)}`}
        >
          {appointments.isPending ? (
            <Stack gap="xs" data-testid="loading">
              <Skeleton height={20} width="40%" />
              <Skeleton height={20} />
              <Skeleton height={20} />
            </Stack>
          ) : appointments.isError ? (
            <Text c="dimmed">{messages.appointments.listFailed}</Text>
          ) : (
            <WeekAgenda appointments={weekAppointments} weekStart={weekStart} onOpen={setDetails} />
          )}
        </section>
      </SectionCard>

      <TimeOffSection
        list={adviserList(timeOff)}
        onAdd={() => openTimeOff(null)}
        onShow={showTimeOff}
        onDelete={(item) => deleteTimeOff.mutateAsync(item.id)}
      />

      <ExternalCalendarsSection
        list={adviserList(externalCalendars)}
        adding={addExternal.isPending}
        onAdd={(body) => addExternal.mutateAsync(body)}
        syncingId={syncExternal.isPending ? (syncExternal.variables ?? null) : null}
        onSync={(calendar) => syncExternal.mutateAsync(calendar.id)}
        onRemove={(calendar) => deleteExternal.mutateAsync(calendar.id)}
      />

      {adviser.data && adviser.isFetchedAfterMount ? (
        <>
          <BookingSettingsSection
            initial={{
              minNoticeHours: adviser.data.minNoticeHours,
              bufferMinutes: adviser.data.bufferMinutes,
              bufferBeforeMinutes: adviser.data.bufferBeforeMinutes,
              maxAdvanceDays: adviser.data.maxAdvanceDays,
              cancelDeadlineHours: adviser.data.cancelDeadlineHours,
            }}
            saving={saveSettings.isPending}
            onSave={(settings) => saveSettings.mutateAsync(settings)}
          />
          <WorkScheduleSection
            initial={adviser.data.workSchedule}
            saving={saveSchedule.isPending}
            onSave={(value) => saveSchedule.mutateAsync(value)}
          />
        </>
      ) : adviser.isError ? (
        <LoadError message={messages.advisers.loadFailed} onRetry={() => void adviser.refetch()} />
      ) : (
        <Stack gap="lg" role="status" aria-live="polite" aria-label="Betöltés…">
          <Skeleton height={180} />
          <Skeleton height={320} />
        </Stack>
      )}

      <TimeOffDialog
        key={timeOffDialog.key}
        opened={timeOffOpen}
        range={timeOffDialog.range}
        pending={addTimeOff.isPending}
        onSubmit={(body) => addTimeOff.mutateAsync(body)}
        onClose={closeTimeOff}
      />
      <AppointmentDialog appointment={details} onClose={() => setDetails(null)} />
    </PageShell>
  );
}
