import type { Slot } from '@common/api/schedule';
import { formatMonthDay, formatWeekLabel, weekDays, weekdayName } from '@common/budapest-time';
import { formatLocalTime, formatTime } from '@common/format';
import { Box, Button, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { LoadError } from '@web/components/load-error';
import { PeriodNav } from '@web/components/period-nav';
import { useViewerTimeZone, viewerCity } from '@web/lib/viewer-time';
import { useId } from 'react';
import classes from '../booking.module.css';
import { groupSlotsByDay, slotButtonLabel } from '../lib/budapest-week';

export const NO_SLOTS_THIS_WEEK = 'Ezen a héten nincs szabad időpont.';

export interface WeekSlotsProps {
  weekStart: string;
  /** Budapest date of today (marks the day; the current week is the earliest one). */
  today: string;
  canGoBack: boolean;
  canGoForward: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onThisWeek: () => void;
  isCurrentWeek: boolean;
  status: 'pending' | 'error' | 'success';
  slots: Slot[] | undefined;
  onRetry: () => void;
  selected: Slot | null;
  onSelect: (slot: Slot) => void;
}

function sameStart(a: Slot, b: Slot | null) {
  return b !== null && Date.parse(a.startTime) === Date.parse(b.startTime);
}

function DayHeading({ day }: { day: string }) {
  return (
    <h3 className={classes.dayHeading}>
      <span className={classes.dayName}>{weekdayName(day)}</span>
      <span className={classes.separator}>, </span>
      <span className={classes.dayDate}>{formatMonthDay(day)}</span>
    </h3>
  );
}

function WeekSkeleton({ days }: { days: string[] }) {
  return (
    <ul className={classes.week} aria-hidden="true" data-testid="slots-loading">
      {days.map((day) => (
        <li key={day} className={classes.day}>
          <Skeleton height={16} width="70%" mb={6} />
          <Skeleton height={12} width="50%" mb="sm" />
          <Stack gap={6}>
            <Skeleton height={30} />
            <Skeleton height={30} />
          </Stack>
        </li>
      ))}
    </ul>
  );
}

/**
 * Step 2: one Budapest week (Monday–Sunday) of free start times, with week navigation. The status line
 * is a live region, so a screen reader hears which week loaded and how many free times it has.
 */
export function WeekSlots(props: WeekSlotsProps) {
  const { weekStart, today, status, slots, selected } = props;
  const labelId = useId();
  const zone = useViewerTimeZone();
  const city = viewerCity(zone);
  const days = weekDays(weekStart);
  const weekLabel = formatWeekLabel(weekStart);
  const byDay = groupSlotsByDay(slots ?? []);
  const count = slots?.length ?? 0;

  let statusText = '';
  if (status === 'pending') statusText = 'Szabad időpontok betöltése…';
  else if (status === 'success')
    statusText = count > 0 ? `${count} szabad időpont ezen a héten` : NO_SLOTS_THIS_WEEK;

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Text fw={700} size="lg" id={labelId} data-testid="week-label">
          {weekLabel}
        </Text>
        <PeriodNav
          unit="hét"
          currentLabel="Ez a hét"
          previous={{ onClick: props.onPrevious, disabled: !props.canGoBack }}
          current={{ onClick: props.onThisWeek, disabled: props.isCurrentWeek }}
          next={{ onClick: props.onNext, disabled: !props.canGoForward }}
        />
      </Stack>

      <Box role="status" aria-live="polite" aria-atomic="true" data-testid="slots-status">
        {statusText ? (
          <Text fw={status === 'success' && count === 0 ? 600 : 400}>
            <VisuallyHidden>{weekLabel}: </VisuallyHidden>
            {statusText}
          </Text>
        ) : null}
      </Box>

      {status === 'pending' ? (
        <div className={classes.weekContainer}>
          <WeekSkeleton days={days} />
        </div>
      ) : status === 'error' ? (
        <LoadError message="Nem sikerült betölteni a szabad időpontokat." onRetry={props.onRetry} />
      ) : count === 0 ? (
        <Group>
          <Button
            onClick={props.onNext}
            disabled={!props.canGoForward}
            rightSection={<IconChevronRight size={18} aria-hidden="true" />}
          >
            Következő hét
          </Button>
        </Group>
      ) : (
        <div className={classes.weekContainer}>
          <ul className={classes.week} aria-labelledby={labelId} data-testid="week-days">
            {days.map((day) => {
              const daySlots = byDay.get(day) ?? [];
              return (
                <li
                  key={day}
                  className={day === today ? `${classes.day} ${classes.dayToday}` : classes.day}
                  data-testid="week-day"
                  data-date={day}
                >
                  <DayHeading day={day} />
                  {daySlots.length === 0 ? (
                    <p className={classes.empty} style={{ margin: 0 }}>
                      Nincs szabad időpont
                    </p>
                  ) : (
                    <ul className={classes.times}>
                      {daySlots.map((slot) => {
                        const pressed = sameStart(slot, selected);
                        // The viewer's local time under the Budapest one: a description, so the
                        // button's name stays 'Hétfő, november 23., 09:00'.
                        const local = formatLocalTime(slot.startTime, zone, { city: false });
                        const localId = `${labelId}-${Date.parse(slot.startTime)}`;
                        return (
                          <li key={slot.startTime}>
                            <Button
                              size="sm"
                              variant={pressed ? 'filled' : 'default'}
                              className={
                                local ? `${classes.timeButton} ${classes.withLocal}` : classes.timeButton
                              }
                              aria-pressed={pressed}
                              aria-label={slotButtonLabel(slot)}
                              aria-describedby={local ? localId : undefined}
                              data-testid="slot-button"
                              onClick={() => props.onSelect(slot)}
                            >
                              {local ? (
                                <span className={classes.slotTimes}>
                                  <span>{formatTime(slot.startTime)}</span>
                                  <span
                                    id={localId}
                                    className={classes.localTime}
                                    data-testid="slot-local-time"
                                  >
                                    <VisuallyHidden>Helyi idő ({city}): </VisuallyHidden>
                                    {local}
                                  </span>
                                </span>
                              ) : (
                                formatTime(slot.startTime)
                              )}
                            </Button>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </Stack>
  );
}
