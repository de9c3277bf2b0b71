import type { Appointment } from '@common/api/appointments';
import { describe, expect, it } from 'vitest';
import { attendanceLines, attendanceText, noShowText, showAttendance, withNoShows } from './attendance';
import { listedAppointment as listed } from './test-fixtures';

const none = { expertJoinedAt: null, expertLeftAt: null, clientJoinedAt: null, clientLeftAt: null };
const appointment = (over: Partial<Appointment> = {}) =>
  ({
    status: 'completed',
    endTime: '2026-11-20T14:00:00.000Z',
    attendance: none,
    noShowBy: null,
    ...over,
  }) as Appointment;
const afterEnd = Date.parse('2026-11-20T14:30:00.000Z');

describe('attendance of a consultation', () => {
  it('writes the joining and leaving in Budapest time', () => {
    // 13:02Z is 14:02 in Budapest in winter.
    expect(attendanceText('2026-11-20T13:02:00.000Z', '2026-11-20T13:55:00.000Z')).toBe(
      'Csatlakozott: 14:02 – 14:55',
    );
    // Summer time: +2 hours.
    expect(attendanceText('2026-07-06T07:00:00.000Z', '2026-07-06T07:45:00.000Z')).toBe(
      'Csatlakozott: 09:00 – 09:45',
    );
    expect(attendanceText('2026-11-20T13:02:00.000Z', null)).toBe('Csatlakozott: 14:02');
    expect(attendanceText(null, null)).toBe('Nem csatlakozott');
  });

  it('dates a leaving on another Budapest day', () => {
    expect(attendanceText('2026-11-20T22:40:00.000Z', '2026-11-20T23:10:00.000Z')).toBe(
      'Csatlakozott: 23:40 – 2026. november 21. 00:10',
    );
  });

  it('gives both parties under the labels of the screen, the adviser first', () => {
    const lines = attendanceLines(
      appointment({
        attendance: {
          ...none,
          expertJoinedAt: '2026-11-20T13:00:00.000Z',
          expertLeftAt: '2026-11-20T13:50:00.000Z',
        },
      }),
      { expert: 'Tanácsadó', client: 'Ön' },
    );
    expect(lines).toEqual([
      { party: 'expert', label: 'Tanácsadó', text: 'Csatlakozott: 14:00 – 14:50' },
      { party: 'client', label: 'Ön', text: 'Nem csatlakozott' },
    ]);
  });

  it('is shown for no-shows and for ended consultations with a recorded joining', () => {
    const joined = { ...none, clientJoinedAt: '2026-11-20T13:00:00.000Z' };
    expect(showAttendance(appointment({ status: 'no_show' }), afterEnd)).toBe(true);
    expect(showAttendance(appointment({ attendance: joined }), afterEnd)).toBe(true);
    expect(showAttendance(appointment({ status: 'confirmed', attendance: joined }), afterEnd)).toBe(true);
    // Not before the end, not when nothing was recorded, never for a cancelled one.
    expect(showAttendance(appointment({ attendance: joined }), Date.parse('2026-11-20T13:30:00.000Z'))).toBe(
      false,
    );
    expect(showAttendance(appointment(), afterEnd)).toBe(false);
    expect(showAttendance(appointment({ status: 'cancelled_by_client', attendance: joined }), afterEnd)).toBe(
      false,
    );
  });

  it('names who did not turn up', () => {
    expect(noShowText(appointment({ status: 'no_show', noShowBy: 'expert' }))).toBe(
      'A tanácsadó nem jelent meg',
    );
    expect(noShowText(appointment({ status: 'no_show', noShowBy: 'both' }))).toBe('Egyik fél sem jelent meg');
    expect(noShowText(appointment({ status: 'no_show', noShowBy: null }))).toBeNull();
    expect(noShowText(appointment({ status: 'completed', noShowBy: 'client' }))).toBeNull();
  });
});

describe('the no-shows merged into a date-range list', () => {
  const earlier = listed('a', '2026-10-01T10:00:00.000Z');
  const later = listed('b', '2026-10-20T10:00:00.000Z', 'confirmed');
  const missed = listed('c', '2026-10-10T10:00:00.000Z', 'no_show');

  it('adds the no-shows among the others in start order', () => {
    expect(withNoShows([later, earlier], [missed]).map((a) => a.id)).toEqual(['a', 'c', 'b']);
  });

  it('is the list alone while the no-shows are loading or failed', () => {
    expect(withNoShows([later, earlier], undefined).map((a) => a.id)).toEqual(['a', 'b']);
    expect(withNoShows([], undefined)).toEqual([]);
  });

  it('takes each appointment once, the list’s copy first', () => {
    const same = { ...earlier, status: 'no_show' } as Appointment;
    const merged = withNoShows([earlier], [same, missed]);
    expect(merged.map((a) => a.id)).toEqual(['a', 'c']);
    expect(merged[0]).toBe(earlier);
  });

  it('takes only no-shows from the second answer', () => {
    expect(withNoShows([], [later, missed]).map((a) => a.id)).toEqual(['c']);
  });

  it('does not change the list it was given', () => {
    const list = [later, earlier];
    withNoShows(list, [missed]);
    expect(list.map((a) => a.id)).toEqual(['b', 'a']);
  });
});
