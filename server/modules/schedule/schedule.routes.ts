import { scheduleApi } from '@common/api/schedule';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { timeOff } from '../../db/schema';
import { route } from '../../lib/route';
import { presentAdviser } from '../advisers/advisers.presenter';
import { requireAuth } from '../auth/authenticate';

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
  const service = app.services.schedule;

  route(app, scheduleApi.updateSettings, async (request) => {
    const auth = requireAuth(request);
    const record = await service.updateSettings(auth, request.params.id, request.body);
    const data = presentAdviser(record, app.mediaUrls, app.clock.now());
    return { success: true as const, data, tanacsado: data };
  });

  route(app, scheduleApi.timeOff, async (request) => {
    const rows = await service.listTimeOff(requireAuth(request), request.params.id);
    return { success: true as const, data: rows.map(presentTimeOff) };
  });

  route(app, scheduleApi.addTimeOff, async (request, reply) => {
    const auth = requireAuth(request);
    const row = await service.addTimeOff(auth, request.params.id, request.body);
    return reply.code(201).send({ success: true as const, data: presentTimeOff(row) });
  });

  route(app, scheduleApi.removeTimeOff, async (request) => {
    await service.removeTimeOff(requireAuth(request), request.params.id, request.params.timeOffId);
    return { success: true as const };
  });

  route(app, scheduleApi.availableSlots, async (request, reply) => {
    const { from, to, typeId } = request.query;
    const slots = await service.slots(request.params.id, typeId, new Date(from), new Date(to));
    const data = slots.map((s) => ({ startTime: s.start.toISOString(), endTime: s.end.toISOString() }));
    // A month of slots is thousands of items: built here, it skips the per-item schema pass.
    return reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ success: true, data }) as never);
  });
};
