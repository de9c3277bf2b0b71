import {
  appointmentSchema,
  clientAppointmentsQuery,
  createAppointmentBody,
  expertAppointmentsQuery,
} from '@common/api/appointments';
import { messages } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/authenticate';
import { createScheduleService } from '../schedule/schedule.service';
import { presentAppointment } from './appointments.presenter';
import { createAppointmentService } from './appointments.service';

const tags = ['idopontok'];
const idParams = z.object({ id: z.string().uuid('Érvénytelen időpont azonosító') });
const one = z.object({ success: z.literal(true), message: z.string().optional(), data: appointmentSchema });
const list = z.object({
  success: z.literal(true),
  appointments: z.array(appointmentSchema),
  data: z.array(appointmentSchema),
});

/** SPEC.md §7 "Appointments": booking, listings, reading and cancelling (the rest comes with its issue). */
export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const schedule = createScheduleService({ db: app.db, clock: app.clock });
  const service = createAppointmentService({ db: app.db, clock: app.clock, schedule });

  app.post(
    '/api/appointments',
    {
      schema: {
        tags,
        summary: 'Időpont foglalása',
        body: createAppointmentBody,
        response: { 201: one.extend({ _id: z.string(), id: z.string() }) },
      },
    },
    async (request, reply) => {
      const record = await service.book(requireAuth(request), request.body);
      const data = presentAppointment(record);
      return reply.code(201).send({ success: true as const, _id: data.id, id: data.id, data });
    },
  );

  app.get(
    '/api/appointments',
    {
      schema: {
        tags,
        summary: 'Tanácsadó időpontjai',
        querystring: expertAppointmentsQuery,
        response: { 200: list },
      },
    },
    async (request) => {
      const rows = (await service.listForExpert(requireAuth(request), request.query)).map(presentAppointment);
      return { success: true as const, appointments: rows, data: rows };
    },
  );

  app.get(
    '/api/appointments/client',
    {
      schema: {
        tags,
        summary: 'Ügyfél időpontjai',
        querystring: clientAppointmentsQuery,
        response: { 200: list },
      },
    },
    async (request) => {
      const rows = (await service.listForClient(requireAuth(request), request.query)).map(presentAppointment);
      return { success: true as const, appointments: rows, data: rows };
    },
  );

  app.get(
    '/api/appointments/:id',
    { schema: { tags, summary: 'Időpont', params: idParams, response: { 200: one } } },
    async (request) => ({
      success: true as const,
      data: presentAppointment(await service.get(requireAuth(request), request.params.id)),
    }),
  );

  app.delete(
    '/api/appointments/:id',
    { schema: { tags, summary: 'Időpont lemondása', params: idParams, response: { 200: one } } },
    async (request) => ({
      success: true as const,
      message: messages.appointments.deleted,
      data: presentAppointment(await service.cancel(requireAuth(request), request.params.id)),
    }),
  );
};
