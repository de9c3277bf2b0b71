import {
  adminAppointmentDetailSchema,
  adminAppointmentSchema,
  adminAppointmentsQuery,
  adminCancelBody,
  attendedBody,
  noShowBody,
  paymentStatusBody,
} from '@common/api/admin-appointments';
import { pagedAnswer } from '@common/api/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentPage } from '../../lib/paging';
import { dataAnswer, savedAnswer, uuidParams } from '../../lib/route-schemas';
import type { AppointmentRecord } from '../appointments/appointments.presenter';
import { appointmentServiceFor } from '../appointments/appointments.service';
import { adminOnly, requireAdmin } from '../auth/authenticate';
import { presentAuditEntry } from './admin.presenter';
import { presentAdminAppointment } from './admin-appointments.presenter';
import { createAdminAppointmentsService } from './admin-appointments.service';

const tags = ['admin'];
const idParams = uuidParams('Érvénytelen időpont azonosító');
const one = savedAnswer(adminAppointmentSchema);

/**
 * /api/admin/appointments/*: admin only (guests 401, other roles 403). Changes are audited and the two
 * parties' open screens reload (socket `booking:update`), like a change made by one of them.
 */
export const adminAppointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);
  const appointments = appointmentServiceFor(app);
  const service = createAdminAppointmentsService({ db: app.db, clock: app.clock, appointments });
  const changed = (record: AppointmentRecord, adminId: string, message: string) => {
    app.realtime.bookingUpdated(
      [record.appointment.clientId, record.expertUserId],
      record.appointment.id,
      adminId,
    );
    app.realtime.meetingEnded(record.appointment, [record.appointment.clientId, record.expertUserId]);
    return { success: true as const, message, data: presentAdminAppointment(record) };
  };

  app.get(
    '/api/admin/appointments',
    {
      schema: {
        tags,
        summary: 'Minden időpont (tanácsadó, kérdező, állapot, fizetés, időszak szerint; lapozva)',
        querystring: adminAppointmentsQuery,
        response: {
          200: pagedAnswer(adminAppointmentSchema),
        },
      },
    },
    async (request) => presentPage(request.query, await service.list(request.query), presentAdminAppointment),
  );

  app.get(
    '/api/admin/appointments/:id',
    {
      schema: {
        tags,
        summary: 'Időpont részletei az admin műveletek naplójával',
        params: idParams,
        response: { 200: dataAnswer(adminAppointmentDetailSchema) },
      },
    },
    async (request) => {
      const { record, history } = await service.detail(request.params.id);
      return {
        success: true as const,
        data: { ...presentAdminAppointment(record), history: history.map(presentAuditEntry) },
      };
    },
  );

  app.post(
    '/api/admin/appointments/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Lemondás a rendszer nevében (cancelled_by_system; mindkét fél e-mailt kap)',
        params: idParams,
        body: adminCancelBody.nullish(),
        response: { 200: one },
      },
    },
    async (request) => {
      const auth = requireAdmin(request);
      const record = await service.cancel(auth, request.params.id, request.body?.reason, request.ip);
      return changed(record, auth.user.id, 'Az időpont lemondva; mindkét fél értesítést kapott.');
    },
  );

  app.post(
    '/api/admin/appointments/:id/no-show',
    {
      schema: {
        tags,
        summary: 'Megjelölés: nem jelent meg (no_show)',
        params: idParams,
        body: noShowBody.nullish(),
        response: { 200: one },
      },
    },
    async (request) => {
      const auth = requireAdmin(request);
      const record = await service.markNoShow(auth, request.params.id, request.body ?? {}, request.ip);
      return changed(record, auth.user.id, 'Az időpont meg nem jelenésként megjelölve.');
    },
  );

  app.post(
    '/api/admin/appointments/:id/attended',
    {
      schema: {
        tags,
        summary: 'Javítás: a meg nem jelenésként jelölt tanácsadás mégis lezajlott',
        params: idParams,
        body: attendedBody.nullish(),
        response: { 200: one },
      },
    },
    async (request) => {
      const auth = requireAdmin(request);
      const record = await service.markAttended(auth, request.params.id, request.body?.reason, request.ip);
      return changed(record, auth.user.id, 'Az időpont lezajlottként megjelölve.');
    },
  );

  app.post(
    '/api/admin/appointments/:id/payment-status',
    {
      schema: {
        tags,
        summary: 'Fizetési állapot módosítása indoklással (pl. visszatérítve)',
        params: idParams,
        body: paymentStatusBody,
        response: { 200: one },
      },
    },
    async (request) => {
      const auth = requireAdmin(request);
      const record = await service.setPaymentStatus(auth, request.params.id, request.body, request.ip);
      return changed(record, auth.user.id, 'Fizetési állapot módosítva.');
    },
  );
};
