import { z } from 'zod';
import { endpoint } from '../contract';
import { adviserIdParams, dataAnswer, okAnswer } from './answers';

/**
 * An adviser's external calendars (issue 17, part 1 "in"): iCalendar addresses (Google, Outlook, iCloud
 * "secret address") fetched periodically; their busy times block slots like time off. The address is a
 * secret: the server keeps it and shows only its host.
 */

/** At most this many external calendars per adviser. */
export const EXTERNAL_CALENDARS_MAX = 5;

export const externalCalendarBody = z.object({
  name: z.string().trim().min(1, 'Adjon nevet a naptárnak').max(60, 'A név legfeljebb 60 karakter lehet'),
  url: z
    .string()
    .trim()
    .min(1, 'Adja meg a naptár címét')
    .max(2000, 'A cím legfeljebb 2000 karakter lehet')
    .regex(/^(https?|webcal):\/\//i, 'A cím http://, https:// vagy webcal:// kezdetű legyen'),
});
export type ExternalCalendarBody = z.infer<typeof externalCalendarBody>;

export const externalCalendarSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Only the host of the secret address, e.g. `calendar.google.com`. */
  host: z.string(),
  createdAt: z.string(),
  /** The last fetch that succeeded; null: none yet. */
  lastSyncedAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** Why the last fetch failed (Hungarian); null after a success. */
  lastError: z.string().nullable(),
  /** Busy blocks from this calendar in the booking horizon. */
  busyCount: z.number().int(),
});
export type ExternalCalendar = z.infer<typeof externalCalendarSchema>;

/** A busy time from an external calendar: times only (titles are never stored). */
export const externalBusySchema = z.object({
  calendarId: z.string(),
  calendarName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
export type ExternalBusy = z.infer<typeof externalBusySchema>;

export const externalBusyQuery = z
  .object({
    from: z.iso.datetime({ offset: true, message: 'Kezdete: ISO 8601 időpont kell, időzónával' }),
    to: z.iso.datetime({ offset: true, message: 'Vége: ISO 8601 időpont kell, időzónával' }),
  })
  .refine((q) => new Date(q.to) > new Date(q.from), { message: 'A vége a kezdete után legyen', path: ['to'] })
  .refine((q) => new Date(q.to).getTime() - new Date(q.from).getTime() <= 62 * 86_400_000, {
    message: 'Legfeljebb 62 nap kérdezhető le egyszerre',
    path: ['to'],
  });

const tags = ['idopontok'];
const calendarParams = adviserIdParams.extend({
  calendarId: z.string().uuid('Érvénytelen naptár azonosító'),
});
const one = dataAnswer(externalCalendarSchema);

/** An adviser's external calendars (the adviser and admins only: the service checks). */
export const externalCalendarsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/tanacsadok/:id/external-calendars',
    tags,
    summary: 'Külső naptárak',
    params: adviserIdParams,
    responses: { 200: dataAnswer(z.array(externalCalendarSchema)) },
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/tanacsadok/:id/external-calendars',
    tags,
    summary: 'Külső naptár hozzáadása (iCal-cím); az első letöltés a válasz előtt megtörténik',
    params: adviserIdParams,
    body: externalCalendarBody,
    responses: { 201: one },
  }),
  sync: endpoint({
    method: 'POST',
    path: '/api/tanacsadok/:id/external-calendars/:calendarId/sync',
    tags,
    summary: 'Külső naptár szinkronizálása most',
    params: calendarParams,
    responses: { 200: one },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/tanacsadok/:id/external-calendars/:calendarId',
    tags,
    summary: 'Külső naptár eltávolítása (foglalt idősávjaival együtt)',
    params: calendarParams,
    responses: { 200: okAnswer },
  }),
  busy: endpoint({
    method: 'GET',
    path: '/api/tanacsadok/:id/external-busy',
    tags,
    summary: 'A külső naptárak foglalt idősávjai (csak időpontok)',
    params: adviserIdParams,
    query: externalBusyQuery,
    responses: { 200: dataAnswer(z.array(externalBusySchema)) },
  }),
};
