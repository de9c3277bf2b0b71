import type { Appointment } from '@common/api/appointments';
import type { ExternalBusy } from '@common/api/external-calendars';
import type { TimeOff } from '@common/api/schedule';
import { appointmentOf } from '@web/lib/test-fixtures';
import { describe, expect, it } from 'vitest';
import {
  appointmentEvent,
  appointmentLabel,
  businessHours,
  COMPLETED_BORDER,
  COMPLETED_FILL,
  contrastRatio,
  DEFAULT_EVENT_COLOR,
  externalBusyEvent,
  externalSyncText,
  formatPeriod,
  newBookingText,
  normaliseHex,
  PENDING_TINT,
  readableTextColor,
  timeOffEvent,
  tint,
  upcomingTimeOff,
  visibleHours,
  weekAgenda,
} from './calendar-events';

const appointment = (overrides: Partial<Appointment> = {}) =>
  appointmentOf({
    startTime: '2026-11-23T08:00:00.000Z',
    endTime: '2026-11-23T09:00:00.000Z',
    status: 'pending',
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  });

function timeOff(overrides: Partial<TimeOff> = {}): TimeOff {
  return {
    _id: 't1',
    id: 't1',
    adviserId: 'e1',
    startTime: '2026-11-24T08:00:00.000Z',
    endTime: '2026-11-24T16:00:00.000Z',
    reason: 'Szabadság',
    ...overrides,
  };
}

describe('appointment events', () => {
  it('name the client and the type, and write the status', () => {
    const event = appointmentEvent(appointment());
    expect(event).toMatchObject({
      id: 'a1',
      title: 'Nagy Béla – Jogi tanácsadás',
      start: '2026-11-23T08:00:00.000Z',
      end: '2026-11-23T09:00:00.000Z',
      className: 'tp-appointment tp-pending',
      extendedProps: { kind: 'appointment', appointmentId: 'a1', statusLabel: 'Megerősítésre vár' },
    });
    expect(appointmentEvent(appointment()).extendedProps?.label).toBe(appointmentLabel(appointment()));
    expect(appointmentLabel(appointment())).toBe(
      'Hétfő, november 23., 09:00–10:00: Nagy Béla – Jogi tanácsadás (Megerősítésre vár)',
    );
  });

  it('use the type colour: filled when confirmed, a tint while pending, grey when completed', () => {
    const confirmed = appointmentEvent(appointment({ status: 'confirmed' }));
    expect(confirmed.color).toBe('#1c7ed6');
    expect(confirmed.contrastColor).toBe('#000000');
    expect(confirmed.extendedProps?.statusLabel).toBe('Megerősítve');
    expect(confirmed.extendedProps?.timeText).toBe('09:00–10:00');
    const pending = appointmentEvent(appointment());
    expect(pending.color).toBe('#1c7ed6');
    expect(pending.className).toBe('tp-appointment tp-pending');
    // The fill calendar.module.css mixes for it.
    expect(tint('#ffd43b', PENDING_TINT)).toBe('#fff9e2');
    const completed = appointmentEvent(appointment({ status: 'completed' }));
    expect(completed.className).toContain('tp-completed');
    expect(completed.color).toBe(COMPLETED_BORDER);
    expect(contrastRatio(COMPLETED_FILL, completed.contrastColor as string)).toBeGreaterThanOrEqual(4.5);
  });

  it('keep AA contrast whatever the colour, and fall back when it is not a colour', () => {
    for (const color of ['#ffd43b', '#1864ab', '#000000', '#ffffff', '#808080', '#e03131', '#2f9e44']) {
      const event = appointmentEvent(
        appointment({ status: 'confirmed', consultationType: { ...appointment().consultationType, color } }),
      );
      expect(contrastRatio(event.color as string, event.contrastColor as string)).toBeGreaterThanOrEqual(4.5);
      const pending = appointmentEvent(
        appointment({ consultationType: { ...appointment().consultationType, color } }),
      );
      expect(
        contrastRatio(tint(pending.color as string, PENDING_TINT), pending.contrastColor as string),
      ).toBeGreaterThanOrEqual(4.5);
    }
    expect(normaliseHex('#ABC')).toBe('#aabbcc');
    expect(normaliseHex('red')).toBeNull();
    const fallback = appointmentEvent(
      appointment({
        status: 'confirmed',
        consultationType: { ...appointment().consultationType, color: 'piros' },
      }),
    );
    expect(fallback.color).toBe(DEFAULT_EVENT_COLOR);
    expect(readableTextColor(DEFAULT_EVENT_COLOR)).toBe('#ffffff');
  });
});

describe('time off', () => {
  it('is a background event named by its reason', () => {
    expect(timeOffEvent(timeOff())).toMatchObject({
      id: 'time-off-t1',
      title: 'Távollét: Szabadság',
      display: 'background',
      start: '2026-11-24T08:00:00.000Z',
    });
    expect(timeOffEvent(timeOff({ reason: '  ' })).title).toBe('Távollét');
  });

  it('lists only what has not ended, soonest first', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    const list = [
      timeOff({ id: 'later', startTime: '2026-12-01T08:00:00Z', endTime: '2026-12-02T08:00:00Z' }),
      timeOff({ id: 'past', startTime: '2026-11-20T08:00:00Z', endTime: '2026-11-20T10:00:00Z' }),
      timeOff({ id: 'now' }),
    ];
    expect(upcomingTimeOff(list, now).map((t) => t.id)).toEqual(['now', 'later']);
  });

  it('formats a period on one day or across days', () => {
    expect(formatPeriod('2026-11-24T08:00:00Z', '2026-11-24T11:00:00Z')).toBe(
      '2026. november 24. 09:00–12:00',
    );
    expect(formatPeriod('2026-11-24T08:00:00Z', '2026-11-26T16:00:00Z')).toBe(
      '2026. november 24. 09:00 – 2026. november 26. 17:00',
    );
  });
});

describe('external busy times', () => {
  const busy: ExternalBusy = {
    calendarId: 'c1',
    calendarName: 'Munkahelyi naptár',
    startTime: '2026-11-25T13:00:00.000Z',
    endTime: '2026-11-25T14:30:00.000Z',
  };

  it('are grey background events naming their calendar, not what they are', () => {
    expect(externalBusyEvent(busy)).toEqual({
      id: 'external-busy-c1-2026-11-25T13:00:00.000Z',
      title: 'Foglalt (külső naptár: Munkahelyi naptár)',
      start: '2026-11-25T13:00:00.000Z',
      end: '2026-11-25T14:30:00.000Z',
      display: 'background',
      className: 'tp-external-busy',
      extendedProps: { kind: 'externalBusy', calendarId: 'c1' },
    });
  });

  it('of two calendars at the same time are told apart', () => {
    const other = externalBusyEvent({ ...busy, calendarId: 'c2', calendarName: 'Család' });
    expect(other.id).not.toBe(externalBusyEvent(busy).id);
    expect(other.title).toBe('Foglalt (külső naptár: Család)');
  });

  it('say when their calendar was last read, in Budapest time', () => {
    expect(externalSyncText({ lastSyncedAt: '2026-11-25T13:03:00.000Z' })).toBe(
      'Utoljára szinkronizálva: 2026. november 25. 14:03',
    );
    expect(externalSyncText({ lastSyncedAt: '2026-07-01T12:03:00.000Z' })).toBe(
      'Utoljára szinkronizálva: 2026. július 1. 14:03',
    );
    expect(externalSyncText({ lastSyncedAt: null })).toBe('Még nem sikerült szinkronizálni.');
  });
});

describe('the week', () => {
  it('groups appointments by Budapest day, Monday first, in time order', () => {
    const days = weekAgenda(
      [
        appointment({ id: 'late', startTime: '2026-11-25T15:00:00Z', endTime: '2026-11-25T16:00:00Z' }),
        appointment({ id: 'early', startTime: '2026-11-25T07:00:00Z', endTime: '2026-11-25T08:00:00Z' }),
        // 00:30 on Monday in Budapest, still Sunday in UTC.
        appointment({ id: 'monday', startTime: '2026-11-22T23:30:00Z', endTime: '2026-11-23T00:30:00Z' }),
        appointment({ id: 'next-week', startTime: '2026-11-30T08:00:00Z', endTime: '2026-11-30T09:00:00Z' }),
      ],
      '2026-11-23',
    );
    expect(days.map((d) => d.day)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(days[0]?.appointments.map((a) => a.id)).toEqual(['monday']);
    expect(days[2]?.appointments.map((a) => a.id)).toEqual(['early', 'late']);
    expect(days.flatMap((d) => d.appointments).map((a) => a.id)).not.toContain('next-week');
  });

  it('shows 06–22 widened to the schedule and the appointments', () => {
    expect(visibleHours([], [])).toEqual({ slotMinTime: '06:00:00', slotMaxTime: '22:00:00' });
    expect(visibleHours([{ day: 1, start: '05:30', end: '22:15' }], [])).toEqual({
      slotMinTime: '05:00:00',
      slotMaxTime: '23:00:00',
    });
    // 23:30–00:30 Budapest time runs past midnight.
    expect(
      visibleHours([], [appointment({ startTime: '2026-11-23T22:30:00Z', endTime: '2026-11-23T23:30:00Z' })]),
    ).toEqual({ slotMinTime: '06:00:00', slotMaxTime: '24:00:00' });
  });

  it('turns the work schedule into business hours (Sunday = 0)', () => {
    expect(businessHours([{ day: 7, start: '10:00', end: '12:00' }])).toEqual([
      { daysOfWeek: [0], startTime: '10:00', endTime: '12:00' },
    ]);
  });

  it('words the live new-booking toast', () => {
    expect(newBookingText({ kerdezoName: 'Kiss Anna', consultationType: 'Pénzügy' })).toBe(
      'Új foglalás: Kiss Anna – Pénzügy',
    );
    expect(newBookingText({ kerdezoName: '', consultationType: '' })).toBe('Új foglalás: Ismeretlen ügyfél');
  });
});
