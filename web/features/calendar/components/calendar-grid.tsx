import { budapestDateKey, weekdayName } from '@common/budapest-time';
import { TIME_ZONE } from '@common/constants';
import type {
  BusinessHoursInput,
  DateSelectArg,
  DatesSetArg,
  DayHeaderContentArg,
  EventClickArg,
  EventContentArg,
  EventInput,
  EventMountArg,
} from '@fullcalendar/core';
import huLocale from '@fullcalendar/core/locales/hu';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { type RefObject, useEffect, useRef, useState } from 'react';
import classes from '../calendar.module.css';
import { budapestTimeZonePlugin } from '../lib/budapest-time-zone-plugin';
import type { AppointmentEventProps } from '../lib/calendar-events';
import { formatShortDate } from '../lib/calendar-week';

export type CalendarView = 'timeGridWeek' | 'timeGridDay';

const plugins = [timeGridPlugin, interactionPlugin, budapestTimeZonePlugin];
const timeFormat = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

function appointmentProps(arg: { event: { extendedProps: Record<string, unknown> } }) {
  const props = arg.event.extendedProps as Partial<AppointmentEventProps>;
  return props.kind === 'appointment' ? (props as AppointmentEventProps) : null;
}

/** 'Hétfő' over 'nov. 23.' (FullCalendar's Hungarian default reads '11. 23. H'). */
function renderDayHeader(arg: DayHeaderContentArg) {
  const key = budapestDateKey(arg.date);
  return (
    <span className={classes.dayHeader}>
      <span>{weekdayName(key)}</span>
      <span className={classes.dayHeaderDate}>{formatShortDate(key)}</span>
    </span>
  );
}

/** An appointment in the grid: time, "client – type" and the status in words. */
function renderEvent(arg: EventContentArg) {
  const props = appointmentProps(arg);
  if (!props) return true;
  return (
    <div className={classes.event}>
      <span className={classes.eventTime}>{arg.timeText}</span>
      <span>{arg.event.title}</span>
      <span className={classes.eventStatus}>{props.statusLabel}</span>
    </div>
  );
}

/** Appointments are announced as buttons with a full description (FullCalendar renders an <a>). */
function markAppointment(arg: EventMountArg) {
  const props = appointmentProps(arg);
  if (!props) return;
  arg.el.setAttribute('role', 'button');
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
  calendarRef: RefObject<FullCalendar | null>;
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

  // FullCalendar re-measures itself only on window resizes; the area layout's side navigation also
  // changes the width (it slides in and out), so any change of the grid's own width re-measures it.
  const wrapperRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = wrapperRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let width = element.clientWidth;
    let frame = 0;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => calendarRef.current?.getApi().updateSize());
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [calendarRef]);
  return (
    <div ref={wrapperRef} className={classes.calendar} data-testid="calendar-grid">
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
        slotLabelFormat={timeFormat}
        eventTimeFormat={timeFormat}
        dayHeaderContent={renderDayHeader}
        defaultRangeSeparator="–"
        nowIndicator
        businessHours={businessHours}
        events={events}
        eventContent={renderEvent}
        eventDidMount={markAppointment}
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          const props = appointmentProps(arg);
          if (props) onAppointmentClick(props.appointmentId);
        }}
        selectable
        selectMirror
        unselectAuto
        select={(arg: DateSelectArg) => onSelectRange({ start: arg.start, end: arg.end })}
        datesSet={(arg: DatesSetArg) => onDatesSet(arg.start)}
      />
    </div>
  );
}
