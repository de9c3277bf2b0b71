import { type CalendarFeed, calendarFeedApi } from '@common/api/calendar-feed';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { requireAuth } from '../auth/authenticate';
import {
  calendarFeedFile,
  calendarFeedOf,
  createCalendarFeed,
  deleteCalendarFeed,
} from './calendar-feed.service';

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
  route(app, calendarFeedApi.get, async (request) => {
    const auth = requireAuth(request);
    return { success: true as const, data: present(await calendarFeedOf(app.db, auth.user.id)) };
  });

  route(app, calendarFeedApi.create, async (request) => {
    const auth = requireAuth(request);
    const { row, token } = await createCalendarFeed(app.db, auth.user.id, app.clock.now());
    const url = `${app.config.publicUrl}/api/calendar-feed/${token}.ics`;
    return { success: true as const, data: { ...present(row), url } };
  });

  route(app, calendarFeedApi.remove, async (request) => {
    const auth = requireAuth(request);
    await deleteCalendarFeed(app.db, auth.user.id);
    return { success: true as const, data: present(null) };
  });

  route(app, calendarFeedApi.file, async (request, reply) => {
    const token = request.params.file.slice(0, -'.ics'.length);
    const file = await calendarFeedFile(app.db, token, app.config.publicUrl, app.clock.now());
    if (file === null) throw notFound('Ismeretlen naptárcím');
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('content-disposition', 'inline; filename="konzultaciok.ics"')
      .send(file);
  });
};
