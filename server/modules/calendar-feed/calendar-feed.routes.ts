import {
  type CalendarFeed,
  calendarFeedFileSchema,
  calendarFeedSchema,
  newCalendarFeedSchema,
} from '@common/api/calendar-feed';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { dataAnswer } from '@common/api/answers';
import { requireRole } from '../auth/authenticate';
import {
  calendarFeedFile,
  calendarFeedOf,
  createCalendarFeed,
  deleteCalendarFeed,
} from './calendar-feed.service';

const tags = ['naptar'];
const present = (row: { createdAt: Date } | null): CalendarFeed => ({
  active: row !== null,
  createdAt: row?.createdAt.toISOString() ?? null,
});

/**
 * The calendar feed (issue 17): an adviser or asker manages one secret iCalendar address of their
 * consultations (GET|PUT|DELETE /api/calendar-feed); calendar apps read it without a session, by the
 * token in its path (GET /api/calendar-feed/{token}.ics).
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = (request: Parameters<typeof requireRole>[0]) => requireRole(request, 'tanacsado', 'kerdezo');

  app.get(
    '/api/calendar-feed',
    {
      schema: {
        tags,
        summary: 'Saját naptárcím állapota',
        response: { 200: dataAnswer(calendarFeedSchema) },
      },
    },
    async (request) => {
      const auth = owner(request);
      return { success: true as const, data: present(await calendarFeedOf(app.db, auth.user.id)) };
    },
  );

  app.put(
    '/api/calendar-feed',
    {
      schema: {
        tags,
        summary: 'Új titkos naptárcím (a régi megszűnik); a címet csak ez a válasz tartalmazza',
        response: { 200: dataAnswer(newCalendarFeedSchema) },
      },
    },
    async (request) => {
      const auth = owner(request);
      const { row, token } = await createCalendarFeed(app.db, auth.user.id, app.clock.now());
      const url = `${app.config.publicUrl}/api/calendar-feed/${token}.ics`;
      return { success: true as const, data: { ...present(row), url } };
    },
  );

  app.delete(
    '/api/calendar-feed',
    {
      schema: { tags, summary: 'Naptárcím megszüntetése', response: { 200: dataAnswer(calendarFeedSchema) } },
    },
    async (request) => {
      const auth = owner(request);
      await deleteCalendarFeed(app.db, auth.user.id);
      return { success: true as const, data: present(null) };
    },
  );

  app.get(
    '/api/calendar-feed/:file',
    {
      schema: {
        tags,
        summary: 'A naptár (iCalendar), a titkos címmel',
        params: calendarFeedFileSchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const token = request.params.file.slice(0, -'.ics'.length);
      const file = await calendarFeedFile(app.db, token, app.config.publicUrl, app.clock.now());
      if (file === null) throw notFound('Ismeretlen naptárcím');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', 'inline; filename="konzultaciok.ics"')
        .send(file);
    },
  );
};
