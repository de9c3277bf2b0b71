import { appointmentsApi } from '@common/api/appointments';
import { messages } from '@common/messages';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { sendStoredFile } from '../../lib/stored-file-reply';
import { readUpload } from '../../lib/uploads';
import { requireAuth } from '../auth/authenticate';
import { type AppointmentRecord, presentAppointment, presentAttention } from './appointments.presenter';

const INVOICE_MAX_BYTES = 10 * 1024 * 1024;

/** SPEC.md §7 "Appointments": booking, listings, reading and cancelling (the rest comes with its issue). */
export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: INVOICE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const service = app.services.appointments;
  const answer = (record: AppointmentRecord, message: string) => ({
    success: true as const,
    message,
    data: presentAppointment(record),
  });

  route(app, appointmentsApi.book, async (request, reply) => {
    const auth = requireAuth(request);
    const { record, checkoutUrl } = await service.book(auth, request.body);
    const data = presentAppointment(record);
    return reply.code(201).send({ success: true as const, _id: data.id, id: data.id, data, checkoutUrl });
  });

  route(app, appointmentsApi.listForExpert, async (request) => {
    const rows = (await service.listForExpert(requireAuth(request), request.query)).map(presentAppointment);
    return { success: true as const, appointments: rows, data: rows };
  });

  route(app, appointmentsApi.attention, async (request) => ({
    success: true as const,
    data: presentAttention(await service.attention(requireAuth(request))),
  }));

  route(app, appointmentsApi.listForClient, async (request) => {
    const rows = (await service.listForClient(requireAuth(request), request.query)).map(presentAppointment);
    return { success: true as const, appointments: rows, data: rows };
  });

  route(app, appointmentsApi.get, async (request) => ({
    success: true as const,
    data: presentAppointment(await service.get(requireAuth(request), request.params.id)),
  }));

  route(app, appointmentsApi.update, async (request) =>
    answer(
      await service.updateNotes(requireAuth(request), request.params.id, request.body.notes),
      messages.appointments.updated,
    ),
  );

  route(app, appointmentsApi.requestTimeChange, async (request) =>
    answer(
      await service.requestTimeChange(
        requireAuth(request),
        request.params.id,
        request.body.newStartTime,
        request.body.reason,
      ),
      messages.appointments.timeChangeRequested,
    ),
  );

  route(app, appointmentsApi.approveTimeChange, async (request) =>
    answer(
      await service.approveTimeChange(requireAuth(request), request.params.id),
      messages.appointments.timeChangeApproved,
    ),
  );

  route(app, appointmentsApi.rejectTimeChange, async (request) =>
    answer(
      await service.rejectTimeChange(requireAuth(request), request.params.id, request.body?.reason),
      messages.appointments.timeChangeRejected,
    ),
  );

  route(app, appointmentsApi.join, async (request) => {
    const meetingUrl = await service.join(requireAuth(request), request.params.id, app.config.publicUrl);
    return { success: true as const, meetingUrl, data: { meetingUrl } };
  });

  route(app, appointmentsApi.confirm, async (request) => {
    const auth = requireAuth(request);
    const { file } = await readUpload(request, { file: 'invoice' });
    const data = presentAppointment(await service.confirm(auth, request.params.id, file));
    return { success: true as const, message: messages.appointments.confirmed, data, appointment: data };
  });

  route(app, appointmentsApi.invoice, async (request, reply) => {
    const file = await service.invoice(requireAuth(request), request.params.id);
    // Streamed from the private store: never a public URL, only this authorised route.
    return sendStoredFile(request, reply, app.privateStorage, file.key, {
      contentType: 'application/pdf',
      headers: {
        'Content-Disposition': `attachment; filename="${file.filename}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  });

  route(app, appointmentsApi.cancel, async (request) =>
    answer(await service.cancel(requireAuth(request), request.params.id), messages.appointments.deleted),
  );
};
