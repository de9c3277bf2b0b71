import { describe, expect, it } from 'vitest';
import { validateSettings } from './settings-form';
import { initialTimeOffDraft, validateTimeOff } from './time-off-form';

describe('time off form', () => {
  it('sends Budapest wall-clock times with their offsets and a trimmed reason', () => {
    expect(
      validateTimeOff({ start: '2026-11-24T09:00', end: '2026-11-24T12:00', reason: ' Orvos ' }),
    ).toEqual({
      ok: true,
      body: { startTime: '2026-11-24T09:00:00+01:00', endTime: '2026-11-24T12:00:00+01:00', reason: 'Orvos' },
    });
    expect(validateTimeOff({ start: '2026-07-06T09:00', end: '2026-07-06T10:00', reason: '' })).toEqual({
      ok: true,
      body: { startTime: '2026-07-06T09:00:00+02:00', endTime: '2026-07-06T10:00:00+02:00' },
    });
  });

  it('puts each problem on its field', () => {
    expect(validateTimeOff({ start: '', end: '2026-11-24T12:00', reason: '' })).toEqual({
      ok: false,
      errors: { start: 'Adjon meg egy érvényes dátumot és időpontot.' },
    });
    expect(validateTimeOff({ start: '2026-11-24T12:00', end: '2026-11-24T09:00', reason: '' })).toEqual({
      ok: false,
      errors: { end: 'A befejezésnek a kezdés után kell lennie' },
    });
    const long = validateTimeOff({
      start: '2026-11-24T09:00',
      end: '2026-11-24T12:00',
      reason: 'x'.repeat(301),
    });
    expect(long.ok ? null : long.errors.reason).toBe('Az indoklás legfeljebb 300 karakter lehet');
  });

  it('starts from the chosen range, or tomorrow 09:00–17:00', () => {
    const range = { start: new Date('2026-11-24T08:00:00Z'), end: new Date('2026-11-24T10:30:00Z') };
    expect(initialTimeOffDraft(range)).toEqual({
      start: '2026-11-24T09:00',
      end: '2026-11-24T11:30',
      reason: '',
    });
    expect(initialTimeOffDraft(null, new Date('2026-11-23T23:30:00Z'))).toEqual({
      start: '2026-11-25T09:00',
      end: '2026-11-25T17:00',
      reason: '',
    });
  });
});

describe('booking settings form', () => {
  it('accepts whole numbers within the limits', () => {
    expect(
      validateSettings({
        minNoticeHours: 24,
        bufferBeforeMinutes: '5',
        bufferMinutes: '15',
        maxAdvanceDays: 60,
        cancelDeadlineHours: '48',
      }),
    ).toEqual({
      ok: true,
      body: {
        minNoticeHours: 24,
        bufferBeforeMinutes: 5,
        bufferMinutes: 15,
        maxAdvanceDays: 60,
        cancelDeadlineHours: 48,
      },
    });
    // 0: the asker may cancel until the start.
    expect(
      validateSettings({
        minNoticeHours: 0,
        bufferBeforeMinutes: 0,
        bufferMinutes: 0,
        maxAdvanceDays: 1,
        cancelDeadlineHours: 0,
      }),
    ).toEqual({
      ok: true,
      body: {
        minNoticeHours: 0,
        bufferBeforeMinutes: 0,
        bufferMinutes: 0,
        maxAdvanceDays: 1,
        cancelDeadlineHours: 0,
      },
    });
  });

  it('names the wrong fields', () => {
    expect(
      validateSettings({
        minNoticeHours: '',
        bufferBeforeMinutes: 0,
        bufferMinutes: 1.5,
        maxAdvanceDays: 0,
        cancelDeadlineHours: 24,
      }),
    ).toEqual({
      ok: false,
      errors: { minNoticeHours: 'Adjon meg egy egész számot.', bufferMinutes: 'Adjon meg egy egész számot.' },
    });
    expect(
      validateSettings({
        minNoticeHours: 0,
        bufferBeforeMinutes: 0,
        bufferMinutes: 300,
        maxAdvanceDays: 0,
        cancelDeadlineHours: 24,
      }),
    ).toEqual({
      ok: false,
      errors: { bufferMinutes: 'Legfeljebb 240 perc', maxAdvanceDays: 'Legalább 1 nap' },
    });
  });

  it('checks the cancellation deadline with the shared limits (0–720 hours)', () => {
    const draft = { minNoticeHours: 0, bufferBeforeMinutes: 0, bufferMinutes: 0, maxAdvanceDays: 60 };
    expect(validateSettings({ ...draft, cancelDeadlineHours: '' })).toEqual({
      ok: false,
      errors: { cancelDeadlineHours: 'Adjon meg egy egész számot.' },
    });
    expect(validateSettings({ ...draft, cancelDeadlineHours: 2.5 })).toEqual({
      ok: false,
      errors: { cancelDeadlineHours: 'Adjon meg egy egész számot.' },
    });
    expect(validateSettings({ ...draft, cancelDeadlineHours: 721 })).toEqual({
      ok: false,
      errors: { cancelDeadlineHours: 'Legfeljebb 720 óra (30 nap)' },
    });
    expect(validateSettings({ ...draft, cancelDeadlineHours: -1 })).toEqual({
      ok: false,
      errors: { cancelDeadlineHours: 'Legalább 0 óra' },
    });
  });
});
