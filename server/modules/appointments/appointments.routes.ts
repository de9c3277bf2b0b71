import { appointmentsApi } from '@common/api/appointments';
import { messages } from '@common/messages';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { sendPdf } from '../../lib/stored-file-reply';
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
    // Without a file (no body at all) when the portal issues the invoice through the adviser's service.
    const { file } = request.isMultipart() ? await readUpload(request, { file: 'invoice' }) : { file: null };
    const record = await service.confirm(auth, request.params.id, file);
    const data = presentAppointment(record);
    const message = record.issuedInvoice
      ? messages.appointments.confirmedInvoiceQueued
      : record.appointment.invoicePath
        ? messages.appointments.confirmed
        : messages.appointments.confirmedFree;
    return { success: true as const, message, data, appointment: data };
  });

  route(app, appointmentsApi.uploadInvoice, async (request) => {
    const auth = requireAuth(request);
    const { file } = await readUpload(request, { file: 'invoice' });
    return answer(
      await service.uploadInvoice(auth, request.params.id, file),
      messages.appointments.invoiceUploaded,
    );
  });

  route(app, appointmentsApi.invoice, async (request, reply) =>
    sendPdf(
      request,
      reply,
      app.privateStorage,
      await service.invoice(requireAuth(request), request.params.id),
    ),
  );

  route(app, appointmentsApi.cancel, async (request) =>
    answer(await service.cancel(requireAuth(request), request.params.id), messages.appointments.deleted),
  );
};
