import { budapestDateKey, weekdayName } from '@common/budapest-time';
import { TIME_ZONE } from '@common/constants';
import FullCalendar, {
  type BusinessHoursInput,
  type CalendarRef,
  type DateSelectInfo,
  type DatesSetInfo,
  type DayHeaderInfo,
  type EventClickInfo,
  type EventDisplayInfo,
  type EventInput,
  type MountInfo,
} from '@fullcalendar/react';
import interactionPlugin from '@fullcalendar/react/interaction';
import huLocale from '@fullcalendar/react/locales/hu';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { type RefObject, useEffect, useState } from 'react';
import classes from '../calendar.module.css';
import type { AppointmentEventProps } from '../lib/calendar-events';
import { formatShortDate } from '../lib/calendar-week';

export type CalendarView = 'timeGridWeek' | 'timeGridDay';

// FullCalendar 7 computes named time zones itself (Temporal, through temporal-polyfill): with
// `timeZone: 'Europe/Budapest'` the grid is in Budapest time whatever the browser's zone is.
const plugins = [timeGridPlugin, interactionPlugin, classicThemePlugin];
const timeFormat = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
/** A half-hour slot's least height in pixels (1.75rem). */
const SLOT_HEIGHT = 28;

function appointmentProps(arg: { event: { extendedProps: Record<string, unknown> } }) {
  const props = arg.event.extendedProps as Partial<AppointmentEventProps>;
  return props.kind === 'appointment' ? (props as AppointmentEventProps) : null;
}

/**
 * 'Hétfő' over 'november 23.' (FullCalendar's Hungarian default reads '11. 23. H'); in a narrow column
 * the month gives way ('23.', calendar.module.css).
 */
function renderDayHeader(arg: DayHeaderInfo) {
  const key = budapestDateKey(arg.date);
  const [month, day] = formatShortDate(key).split(' ');
  return (
    <span className={classes.dayHeader}>
      <span>{weekdayName(key)}</span>
      <span className={classes.dayHeaderDate}>
        <span className={classes.dayHeaderMonth}>{`${month} `}</span>
        {day}
      </span>
    </span>
  );
}

/** An appointment in the grid: time, "client – type" and the status in words. */
function renderEvent(arg: EventDisplayInfo) {
  const props = appointmentProps(arg);
  if (!props) return true;
  return (
    <div className={classes.event}>
      <span className={classes.eventTime}>{props.timeText}</span>
      <span>{arg.event.title}</span>
      <span className={classes.eventStatus}>{props.statusLabel}</span>
    </div>
  );
}

/** Appointments are buttons (FullCalendar's role and keys) announced with a full description. */
function markAppointment(arg: MountInfo<EventDisplayInfo>) {
  const props = appointmentProps(arg);
  if (!props) return;
  arg.el.setAttribute('aria-label', props.label);
  // The text is cut to fit short events; the whole of it shows on hover.
  arg.el.setAttribute('title', props.label);
  arg.el.dataset.testid = 'calendar-event';
}

/**
 * The FullCalendar time grid (week, or one day on narrow screens) in Budapest time, Monday first, 24-hour
 * Hungarian times. Navigation comes from the page's own buttons through `calendarRef`; the shown range
 * is reported by `onDatesSet`. Appointments are keyboard-usable buttons (Enter or Space opens them);
 * dragging over free time selects a range for a new time off.
 */
export function CalendarGrid({
  calendarRef,
  view,
  initialDate,
  events,
  slotMinTime,
  slotMaxTime,
  businessHours,
  onDatesSet,
  onSelectRange,
  onAppointmentClick,
}: {
  calendarRef: RefObject<CalendarRef | null>;
  view: CalendarView;
  initialDate: string;
  events: EventInput[];
  slotMinTime: string;
  slotMaxTime: string;
  businessHours: BusinessHoursInput;
  onDatesSet: (start: Date) => void;
  onSelectRange: (range: { start: Date; end: Date }) => void;
  onAppointmentClick: (appointmentId: string) => void;
}) {
  // FullCalendar reads the view only when it starts; a later change (the screen got narrower or wider)
  // goes through `changeView`, which keeps the shown date.
  const [initialView] = useState(view);
  useEffect(() => {
    const calendar = calendarRef.current?.getApi();
    if (calendar && calendar.view.type !== view) calendar.changeView(view);
  }, [calendarRef, view]);

  // (FullCalendar 7 watches its own size: the side navigation sliding in or out re-measures it too.)
  return (
    <div className={classes.calendar} data-testid="calendar-grid">
      <FullCalendar
        ref={calendarRef}
        plugins={plugins}
        initialView={initialView}
        initialDate={initialDate}
        timeZone={TIME_ZONE}
        locale={huLocale}
        firstDay={1}
        headerToolbar={false}
        height="auto"
        allDaySlot={false}
        slotDuration="00:30:00"
        slotMinTime={slotMinTime}
        slotMaxTime={slotMaxTime}
        slotMinHeight={SLOT_HEIGHT}
        slotHeaderFormat={timeFormat}
        slotHeaderClass={classes.slotHeader}
        slotLaneClass="tp-slot-lane"
        eventTimeFormat={timeFormat}
        dayHeaderClass={classes.dayHeaderCell}
        dayHeaderContent={renderDayHeader}
        tableHeaderClass={classes.tableHeader}
        dayLaneClass="tp-day-lane"
        nonBusinessHoursClass={classes.nonBusiness}
        highlightClass={classes.highlight}
        nowIndicator
        businessHours={businessHours}
        events={events}
        eventContent={renderEvent}
        eventDidMount={markAppointment}
        eventClick={(arg: EventClickInfo) => {
          arg.jsEvent.preventDefault();
          const props = appointmentProps(arg);
          if (props) onAppointmentClick(props.appointmentId);
        }}
        backgroundEventClass="tp-bg-event"
        backgroundEventTitleClass={classes.backgroundTitle}
        selectable
        selectMirror
        unselectAuto
        select={(arg: DateSelectInfo) => onSelectRange({ start: arg.start, end: arg.end })}
        datesSet={(arg: DatesSetInfo) => onDatesSet(arg.start)}
      />
    </div>
  );
}
