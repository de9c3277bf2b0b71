import { withNoShows } from '@web/lib/attendance';
import { listedAppointment as appointment } from '@web/lib/test-fixtures';
import { describe, expect, it } from 'vitest';
import { groupAppointments, isEnded } from './appointment-groups';

describe('the adviser’s list with its no-shows', () => {
  const earlier = appointment('a', '2026-10-01T10:00:00.000Z');
  const later = appointment('b', '2026-10-20T10:00:00.000Z', 'confirmed');
  const missed = appointment('c', '2026-10-10T10:00:00.000Z', 'no_show');

  it('puts the no-shows among the past ones, latest first', () => {
    const now = Date.parse('2026-10-15T00:00:00.000Z');
    const groups = groupAppointments(withNoShows([later, earlier], [missed]), now);
    expect(groups.past.map((a) => a.id)).toEqual(['c', 'a']);
    expect(groups.upcoming.map((a) => a.id)).toEqual(['b']);
  });
});

describe('a no-show is a past consultation', () => {
  it('even before its end (marked once it started)', () => {
    const missed = appointment('c', '2026-10-10T10:00:00.000Z', 'no_show');
    const during = Date.parse('2026-10-10T10:30:00.000Z');
    expect(isEnded(missed, during)).toBe(true);
    expect(isEnded({ ...missed, status: 'confirmed' }, during)).toBe(false);
    expect(groupAppointments([missed], during).past).toEqual([missed]);
  });
});
