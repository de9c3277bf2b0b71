import { externalCalendarsApi } from '@common/api/external-calendars';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { requireAuth } from '../auth/authenticate';
import { presentExternalCalendar } from './external-calendars.presenter';

/** An adviser's external calendars (issue 17): the adviser and admins only. */
export const externalCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.externalCalendars;
  route(app, externalCalendarsApi.list, async (request) => {
    const calendars = await service.list(requireAuth(request), request.params.id);
    return { success: true as const, data: calendars.map(presentExternalCalendar) };
  });

  route(app, externalCalendarsApi.add, async (request, reply) => {
    const added = await service.add(requireAuth(request), request.params.id, request.body);
    return reply.code(201).send({ success: true as const, data: presentExternalCalendar(added) });
  });

  route(app, externalCalendarsApi.sync, async (request) => {
    const { id, calendarId } = request.params;
    const synced = await service.syncNow(requireAuth(request), id, calendarId);
    return { success: true as const, data: presentExternalCalendar(synced) };
  });

  route(app, externalCalendarsApi.remove, async (request) => {
    const { id, calendarId } = request.params;
    await service.remove(requireAuth(request), id, calendarId);
    return { success: true as const };
  });

  route(app, externalCalendarsApi.busy, async (request) => {
    const { from, to } = request.query;
    const rows = await service.busy(requireAuth(request), request.params.id, new Date(from), new Date(to));
    return {
      success: true as const,
      data: rows.map((row) => ({
        calendarId: row.calendarId,
        calendarName: row.calendarName,
        startTime: row.start.toISOString(),
        endTime: row.end.toISOString(),
      })),
    };
  });
};
