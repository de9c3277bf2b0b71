import {
  externalBusyQuery,
  externalBusySchema,
  externalCalendarBody,
  externalCalendarSchema,
} from '@common/api/external-calendars';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adviserIdParams, dataAnswer, okAnswer } from '@common/api/answers';
import { requireAuth } from '../auth/authenticate';
import { presentExternalCalendar } from './external-calendars.presenter';
import type { ExternalCalendarService } from './external-calendars.service';

const tags = ['idopontok'];
const calendarParams = adviserIdParams.extend({
  calendarId: z.string().uuid('Érvénytelen naptár azonosító'),
});
const one = dataAnswer(externalCalendarSchema);

/** An adviser's external calendars (issue 17): the adviser and admins only. */
export function externalCalendarRoutes(service: ExternalCalendarService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/tanacsadok/:id/external-calendars',
      {
        schema: {
          tags,
          summary: 'Külső naptárak',
          params: adviserIdParams,
          response: { 200: dataAnswer(z.array(externalCalendarSchema)) },
        },
      },
      async (request) => {
        const calendars = await service.list(requireAuth(request), request.params.id);
        return { success: true as const, data: calendars.map(presentExternalCalendar) };
      },
    );

    app.post(
      '/api/tanacsadok/:id/external-calendars',
      {
        schema: {
          tags,
          summary: 'Külső naptár hozzáadása (iCal-cím); az első letöltés a válasz előtt megtörténik',
          params: adviserIdParams,
          body: externalCalendarBody,
          response: { 201: one },
        },
      },
      async (request, reply) => {
        const added = await service.add(requireAuth(request), request.params.id, request.body);
        return reply.code(201).send({ success: true as const, data: presentExternalCalendar(added) });
      },
    );

    app.post(
      '/api/tanacsadok/:id/external-calendars/:calendarId/sync',
      {
        schema: {
          tags,
          summary: 'Külső naptár szinkronizálása most',
          params: calendarParams,
          response: { 200: one },
        },
      },
      async (request) => {
        const { id, calendarId } = request.params;
        const synced = await service.syncNow(requireAuth(request), id, calendarId);
        return { success: true as const, data: presentExternalCalendar(synced) };
      },
    );

    app.delete(
      '/api/tanacsadok/:id/external-calendars/:calendarId',
      {
        schema: {
          tags,
          summary: 'Külső naptár eltávolítása (foglalt idősávjaival együtt)',
          params: calendarParams,
          response: { 200: okAnswer },
        },
      },
      async (request) => {
        const { id, calendarId } = request.params;
        await service.remove(requireAuth(request), id, calendarId);
        return { success: true as const };
      },
    );

    app.get(
      '/api/tanacsadok/:id/external-busy',
      {
        schema: {
          tags,
          summary: 'A külső naptárak foglalt idősávjai (csak időpontok)',
          params: adviserIdParams,
          querystring: externalBusyQuery,
          response: { 200: dataAnswer(z.array(externalBusySchema)) },
        },
      },
      async (request) => {
        const { from, to } = request.query;
        const rows = await service.busy(
          requireAuth(request),
          request.params.id,
          new Date(from),
          new Date(to),
        );
        return {
          success: true as const,
          data: rows.map((row) => ({
            calendarId: row.calendarId,
            calendarName: row.calendarName,
            startTime: row.start.toISOString(),
            endTime: row.end.toISOString(),
          })),
        };
      },
    );
  };
}
