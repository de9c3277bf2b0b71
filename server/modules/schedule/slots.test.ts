import { describe, expect, it } from 'vitest';
import { availableSlots, type SlotRules } from './slots';

const everyDay = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '09:00', end: '17:00' }));
const rules: SlotRules = {
  workSchedule: everyDay,
  durationMinutes: 60,
  bufferMinutes: 0,
  bufferBeforeMinutes: 0,
  minNoticeHours: 0,
  maxAdvanceDays: 365,
};
const at = (iso: string) => new Date(iso);
const starts = (slots: { start: Date }[]) => slots.map((s) => s.start.toISOString());

function firstSlotOf(day: string) {
  const slots = availableSlots(rules, {
    from: at(`${day}T00:00:00Z`),
    to: at(`${day}T23:00:00Z`),
    now: at('2026-01-01T00:00:00Z'),
    busy: [],
    timeOff: [],
  });
  return slots[0]?.start.toISOString();
}

describe('available slots', () => {
  it('start at 09:00 Budapest time on both sides of the March DST change', () => {
    expect(firstSlotOf('2026-03-28')).toBe('2026-03-28T08:00:00.000Z');
    expect(firstSlotOf('2026-03-29')).toBe('2026-03-29T07:00:00.000Z');
    expect(firstSlotOf('2026-03-30')).toBe('2026-03-30T07:00:00.000Z');
  });

  it('start at 09:00 Budapest time on both sides of the October DST change', () => {
    expect(firstSlotOf('2026-10-24')).toBe('2026-10-24T07:00:00.000Z');
    expect(firstSlotOf('2026-10-25')).toBe('2026-10-25T08:00:00.000Z');
    expect(firstSlotOf('2026-10-26')).toBe('2026-10-26T08:00:00.000Z');
  });

  it('fill a working period back to back with the consultation length', () => {
    const slots = availableSlots(
      { ...rules, workSchedule: [{ day: 1, start: '09:00', end: '11:30' }], durationMinutes: 45 },
      {
        from: at('2026-11-23T00:00:00Z'),
        to: at('2026-11-24T00:00:00Z'),
        now: at('2026-11-01T00:00:00Z'),
        busy: [],
        timeOff: [],
      },
    );
    expect(starts(slots)).toEqual([
      '2026-11-23T08:00:00.000Z',
      '2026-11-23T08:45:00.000Z',
      '2026-11-23T09:30:00.000Z',
    ]);
  });

  it('leave out booked times with their buffers, time off, the notice period and beyond the horizon', () => {
    const monday = { from: at('2026-11-23T00:00:00Z'), to: at('2026-11-24T00:00:00Z') };
    const slots = availableSlots(
      { ...rules, bufferMinutes: 15, minNoticeHours: 2, maxAdvanceDays: 30 },
      {
        ...monday,
        // 10:00 Budapest (09:00Z): the notice period ends at 11:00 Budapest.
        now: at('2026-11-23T08:00:00Z'),
        // 12:00–13:00 Budapest booked, holding 15 min after it (its held time, as stored): with the new
        // slot's own 15 min after, it blocks 11:00–12:00 and 13:00–14:00 too.
        busy: [{ start: at('2026-11-23T11:00:00Z'), end: at('2026-11-23T12:15:00Z') }],
        // 15:00–16:00 Budapest off.
        timeOff: [{ start: at('2026-11-23T14:00:00Z'), end: at('2026-11-23T15:00:00Z') }],
      },
    );
    // Budapest: 11:00 blocked by buffer, 12:00 booked, 13:00 blocked by buffer, 14:00 free, 15:00 off, 16:00 free.
    expect(starts(slots)).toEqual(['2026-11-23T13:00:00.000Z', '2026-11-23T15:00:00.000Z']);
    const far = availableSlots(
      { ...rules, maxAdvanceDays: 30 },
      {
        from: at('2027-01-04T00:00:00Z'),
        to: at('2027-01-05T00:00:00Z'),
        now: at('2026-11-23T08:00:00Z'),
        busy: [],
        timeOff: [],
      },
    );
    expect(far).toEqual([]);
  });

  it('offer nothing without a schedule', () => {
    expect(
      availableSlots(
        { ...rules, workSchedule: [] },
        {
          from: at('2026-11-23T00:00:00Z'),
          to: at('2026-12-23T00:00:00Z'),
          now: at('2026-11-01T00:00:00Z'),
          busy: [],
          timeOff: [],
        },
      ),
    ).toEqual([]);
  });

  it('keeps the buffer before a consultation apart from the one after', () => {
    const monday = { from: at('2026-11-23T00:00:00Z'), to: at('2026-11-24T00:00:00Z') };
    // 11:00–12:00 Budapest booked, holding 10 min before and 20 after: [09:50Z, 11:20Z).
    const busy = [{ start: at('2026-11-23T09:50:00Z'), end: at('2026-11-23T11:20:00Z') }];
    const withBuffers = (bufferBeforeMinutes: number, bufferMinutes: number) =>
      starts(
        availableSlots(
          { ...rules, durationMinutes: 30, bufferBeforeMinutes, bufferMinutes, maxAdvanceDays: 30 },
          { ...monday, now: at('2026-11-22T00:00:00Z'), busy, timeOff: [] },
        ),
      ).filter((s) => s >= '2026-11-23T09:00:00.000Z' && s < '2026-11-23T12:00:00.000Z');
    // No buffers of its own: 09:00Z–09:30Z ends before 09:50Z; 11:30Z starts after 11:20Z.
    expect(withBuffers(0, 0)).toEqual(['2026-11-23T09:00:00.000Z', '2026-11-23T11:30:00.000Z']);
    // 30 min after: 09:00Z would hold until 10:00Z, into the held time.
    expect(withBuffers(0, 30)).toEqual(['2026-11-23T11:30:00.000Z']);
    // 15 min before: 11:30Z would hold from 11:15Z, into the held time; 12:00Z is outside the filter.
    expect(withBuffers(15, 0)).toEqual(['2026-11-23T09:00:00.000Z']);
  });
});
