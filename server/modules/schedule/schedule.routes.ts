import { adviserSchema } from '@common/api/advisers';
import {
  availableSlotsQuery,
  bookingSettingsBody,
  slotSchema,
  timeOffBody,
  timeOffSchema,
} from '@common/api/schedule';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { timeOff } from '../../db/schema';
import { adviserIdParams, dataAnswer, okAnswer } from '@common/api/answers';
import { presentAdviser } from '../advisers/advisers.presenter';
import { requireAuth } from '../auth/authenticate';
import { createScheduleService } from './schedule.service';

const tags = ['idopontok'];

const presentTimeOff = (row: typeof timeOff.$inferSelect) => ({
  _id: row.id,
  id: row.id,
  adviserId: row.adviserId,
  startTime: row.startTime.toISOString(),
  endTime: row.endTime.toISOString(),
  reason: row.reason,
});

/** Booking settings, time off and free slots of an adviser (DESIGN.md §7). */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createScheduleService({ db: app.db, clock: app.clock });

  app.put(
    '/api/tanacsadok/:id/settings',
    {
      schema: {
        tags,
        summary: 'Foglalási beállítások',
        params: adviserIdParams,
        body: bookingSettingsBody,
        response: {
          200: dataAnswer(adviserSchema).extend({ tanacsado: adviserSchema }),
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const record = await service.updateSettings(auth, request.params.id, request.body);
      app.realtime.settingsUpdated(request.params.id, auth.user.id);
      const data = presentAdviser(record, app.mediaUrls, app.clock.now());
      return { success: true as const, data, tanacsado: data };
    },
  );

  app.get(
    '/api/tanacsadok/:id/time-off',
    {
      schema: {
        tags,
        summary: 'Távollétek',
        params: adviserIdParams,
        response: { 200: dataAnswer(z.array(timeOffSchema)) },
      },
    },
    async (request) => {
      const rows = await service.listTimeOff(requireAuth(request), request.params.id);
      return { success: true as const, data: rows.map(presentTimeOff) };
    },
  );

  app.post(
    '/api/tanacsadok/:id/time-off',
    {
      schema: {
        tags,
        summary: 'Távollét rögzítése',
        params: adviserIdParams,
        body: timeOffBody,
        response: { 201: dataAnswer(timeOffSchema) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const row = await service.addTimeOff(auth, request.params.id, request.body);
      app.realtime.timeOffUpdated(request.params.id, auth.user.id, 'added');
      return reply.code(201).send({ success: true as const, data: presentTimeOff(row) });
    },
  );

  app.delete(
    '/api/tanacsadok/:id/time-off/:timeOffId',
    {
      schema: {
        tags,
        summary: 'Távollét törlése',
        params: adviserIdParams.extend({ timeOffId: z.string().uuid('Érvénytelen azonosító') }),
        response: { 200: okAnswer },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await service.removeTimeOff(auth, request.params.id, request.params.timeOffId);
      app.realtime.timeOffUpdated(request.params.id, auth.user.id, 'removed');
      app.waitlistJob.poke(request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/tanacsadok/:id/available-slots',
    {
      schema: {
        tags,
        summary: 'Szabad időpontok',
        params: adviserIdParams,
        querystring: availableSlotsQuery,
        response: { 200: dataAnswer(z.array(slotSchema)) },
      },
    },
    async (request, reply) => {
      const { from, to, typeId } = request.query;
      const slots = await service.slots(request.params.id, typeId, new Date(from), new Date(to));
      const data = slots.map((s) => ({ startTime: s.start.toISOString(), endTime: s.end.toISOString() }));
      // A month of slots is thousands of items: built here, it skips the per-item schema pass.
      return reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ success: true, data }) as never);
    },
  );
};
