import { z } from 'zod';
import { endpoint } from '../contract';
import { dataAnswer } from './answers';

/** The caller's calendar feed (issue 17): whether one is live, and since when. */
export const calendarFeedSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** A new feed: its address is in this answer only (the server keeps a hash of its token). */
export const newCalendarFeedSchema = calendarFeedSchema.extend({ url: z.string() });
export type NewCalendarFeed = z.infer<typeof newCalendarFeedSchema>;

/** The feed's file name in its URL: the token (43 base64url characters) and `.ics`. */
export const calendarFeedFileSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'Ismeretlen naptárcím'),
});

const tags = ['naptar'];
const owners = ['tanacsado', 'kerdezo'] as const;

/**
 * The calendar feed (issue 17): an adviser or asker manages one secret iCalendar address of their
 * consultations; calendar apps read it without a session, by the token in its path.
 */
export const calendarFeedApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/calendar-feed',
    tags,
    roles: owners,
    summary: 'Saját naptárcím állapota',
    responses: { 200: dataAnswer(calendarFeedSchema) },
  }),
  create: endpoint({
    method: 'PUT',
    path: '/api/calendar-feed',
    tags,
    roles: owners,
    summary: 'Új titkos naptárcím (a régi megszűnik); a címet csak ez a válasz tartalmazza',
    responses: { 200: dataAnswer(newCalendarFeedSchema) },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/calendar-feed',
    tags,
    roles: owners,
    summary: 'Naptárcím megszüntetése',
    responses: { 200: dataAnswer(calendarFeedSchema) },
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/calendar-feed/:file',
    tags,
    summary: 'A naptár (iCalendar), a titkos címmel',
    params: calendarFeedFileSchema,
    file: true,
    responses: { 200: z.string() },
  }),
};
