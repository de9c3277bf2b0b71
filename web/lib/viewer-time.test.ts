import { describe, expect, it } from 'vitest';
import { localTimeLine, timeZoneToReport } from './viewer-time';

describe('the viewer’s time zone', () => {
  it('reports the browser’s zone only when the server holds another one', () => {
    expect(timeZoneToReport({ timeZone: null }, 'Europe/London')).toBe('Europe/London');
    expect(timeZoneToReport({ timeZone: 'Europe/London' }, 'Europe/London')).toBeUndefined();
    expect(timeZoneToReport({ timeZone: 'America/New_York' }, 'Europe/London')).toBe('Europe/London');
    // Budapest is kept as null: sent only to reset another zone.
    expect(timeZoneToReport({ timeZone: null }, 'Europe/Budapest')).toBeUndefined();
    expect(timeZoneToReport({}, 'Europe/Budapest')).toBeUndefined();
    expect(timeZoneToReport({ timeZone: 'Europe/London' }, 'Europe/Budapest')).toBeNull();
    // An unreadable browser zone sends nothing.
    expect(timeZoneToReport({ timeZone: 'Europe/London' }, null)).toBeUndefined();
  });

  it('writes the small local-time line, or nothing in Budapest time', () => {
    expect(localTimeLine('Europe/London', '2026-11-23T08:00:00Z', '2026-11-23T09:00:00Z')).toBe(
      'Helyi idő: 08:00–09:00 London',
    );
    expect(localTimeLine(null, '2026-11-23T08:00:00Z', '2026-11-23T09:00:00Z')).toBeNull();
    expect(localTimeLine('Europe/Vienna', '2026-11-23T08:00:00Z')).toBeNull();
  });
});
