import {
  adviserAttentionSchema,
  appointmentSchema,
  clientAppointmentsQuery,
  createAppointmentBody,
  expertAppointmentsQuery,
  rejectTimeChangeBody,
  timeChangeBody,
  updateAppointmentBody,
} from '@common/api/appointments';
import { messages } from '@common/messages';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParams } from '@common/api/answers';
import { sendStoredFile } from '../../lib/stored-file-reply';
import { requireAuth, requireRole } from '../auth/authenticate';
import { type AppointmentRecord, presentAppointment, presentAttention } from './appointments.presenter';
import { appointmentServiceFor } from './appointments.service';

const tags = ['idopontok'];
const INVOICE_MAX_BYTES = 10 * 1024 * 1024;
const idParams = uuidParams('Érvénytelen időpont azonosító');
const one = z.object({ success: z.literal(true), message: z.string().optional(), data: appointmentSchema });
const list = z.object({
  success: z.literal(true),
  appointments: z.array(appointmentSchema),
  data: z.array(appointmentSchema),
});

/** SPEC.md §7 "Appointments": booking, listings, reading and cancelling (the rest comes with its issue). */
export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: INVOICE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const service = appointmentServiceFor(app);
  /** The other party's open lists reload (socket `booking:update`). */
  const changed = (record: AppointmentRecord, senderId: string) => {
    const parties = [record.appointment.clientId, record.expertUserId].filter((id) => id !== senderId);
    app.realtime.bookingUpdated(parties, record.appointment.id, senderId);
    app.realtime.meetingEnded(record.appointment, [record.appointment.clientId, record.expertUserId]);
    return record;
  };
  const answer = (request: FastifyRequest, record: AppointmentRecord, message?: string) => ({
    success: true as const,
    ...(message ? { message } : {}),
    data: presentAppointment(changed(record, request.auth?.user.id ?? '')),
  });

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
      const auth = requireAuth(request);
      const record = await service.book(auth, request.body);
      app.metrics.bookings.inc();
      app.realtime.newAppointment(record.appointment.adviserId, auth.user.id, {
        kerdezoName: record.clientName,
        consultationType: record.type.name,
        bookingId: record.appointment.id,
      });
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
    '/api/appointments/attention',
    {
      schema: {
        tags,
        summary: 'Tanácsadó: megerősítésre váró foglalások és módosítási kérelmek száma',
        response: { 200: z.object({ success: z.literal(true), data: adviserAttentionSchema }) },
      },
    },
    async (request) => ({
      success: true as const,
      data: presentAttention(await service.attention(requireRole(request, 'tanacsado'))),
    }),
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

  app.put(
    '/api/appointments/:id',
    {
      schema: {
        tags,
        summary: 'Időpont módosítása (megjegyzés)',
        params: idParams,
        body: updateAppointmentBody,
        response: { 200: one },
      },
    },
    async (request) =>
      answer(
        request,
        await service.updateNotes(requireAuth(request), request.params.id, request.body.notes),
        messages.appointments.updated,
      ),
  );

  app.post(
    '/api/appointments/:id/request-time-change',
    {
      schema: {
        tags,
        summary: 'Időpont-módosítás kérése',
        params: idParams,
        body: timeChangeBody,
        response: { 200: one },
      },
    },
    async (request) =>
      answer(
        request,
        await service.requestTimeChange(
          requireAuth(request),
          request.params.id,
          request.body.newStartTime,
          request.body.reason,
        ),
        messages.appointments.timeChangeRequested,
      ),
  );

  app.post(
    '/api/appointments/:id/approve-time-change',
    { schema: { tags, summary: 'Módosítás elfogadása', params: idParams, response: { 200: one } } },
    async (request) =>
      answer(
        request,
        await service.approveTimeChange(requireAuth(request), request.params.id),
        messages.appointments.timeChangeApproved,
      ),
  );

  app.post(
    '/api/appointments/:id/reject-time-change',
    {
      schema: {
        tags,
        summary: 'Módosítás elutasítása',
        params: idParams,
        body: rejectTimeChangeBody.optional(),
        response: { 200: one },
      },
    },
    async (request) =>
      answer(
        request,
        await service.rejectTimeChange(requireAuth(request), request.params.id, request.body?.reason),
        messages.appointments.timeChangeRejected,
      ),
  );

  app.get(
    '/api/appointments/:id/join',
    {
      schema: {
        tags,
        summary: 'Csatlakozás a találkozóhoz',
        params: idParams,
        response: {
          200: z.object({
            success: z.literal(true),
            meetingUrl: z.string(),
            data: z.object({ meetingUrl: z.string() }),
          }),
        },
      },
    },
    async (request) => {
      const meetingUrl = await service.join(requireAuth(request), request.params.id, app.config.publicUrl);
      return { success: true as const, meetingUrl, data: { meetingUrl } };
    },
  );

  app.put(
    '/api/appointments/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Megerősítés számlával (multipart: invoice)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: one.extend({ appointment: appointmentSchema }) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      let invoice: { data: Buffer } | null = null;
      for await (const part of request.parts()) {
        if (part.type === 'file' && part.fieldname === 'invoice') invoice = { data: await part.toBuffer() };
        else if (part.type === 'file') await part.toBuffer();
      }
      const data = presentAppointment(
        changed(await service.confirm(auth, request.params.id, invoice), auth.user.id),
      );
      return { success: true as const, message: messages.appointments.confirmed, data, appointment: data };
    },
  );

  app.get(
    '/api/appointments/:id/invoice',
    { schema: { tags, summary: 'Számla letöltése (PDF)', params: idParams } },
    async (request, reply) => {
      const file = await service.invoice(requireAuth(request), request.params.id);
      // Streamed from the private store: never a public URL, only this authorised route.
      return sendStoredFile(request, reply, app.privateStorage, file.key, {
        contentType: 'application/pdf',
        headers: {
          'Content-Disposition': `attachment; filename="${file.filename}"`,
          'Cache-Control': 'private, no-store',
        },
      });
    },
  );

  app.delete(
    '/api/appointments/:id',
    { schema: { tags, summary: 'Időpont lemondása', params: idParams, response: { 200: one } } },
    async (request) =>
      answer(
        request,
        await service.cancel(requireAuth(request), request.params.id),
        messages.appointments.deleted,
      ),
  );
};
