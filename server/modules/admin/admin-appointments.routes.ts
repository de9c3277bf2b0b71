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
import type { z } from 'zod';
import { presentPage } from '../../lib/paging';
import { dataAnswer, savedAnswer, uuidParams } from '@common/api/answers';
import type { AppointmentRecord } from '../appointments/appointments.presenter';
import { appointmentServiceFor } from '../appointments/appointments.service';
import { adminOnly, requireAdmin } from '../auth/authenticate';
import type { ActiveSession } from '../auth/sessions';
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

  /** A change of one appointment by an admin: audited by the service, then announced like a party's change. */
  const changeRoute = <Body extends z.ZodTypeAny>(
    action: string,
    summary: string,
    body: Body,
    change: (auth: ActiveSession, id: string, body: z.infer<Body>, ip: string) => Promise<AppointmentRecord>,
    message: string,
  ) =>
    app.post(
      `/api/admin/appointments/:id/${action}`,
      { schema: { tags, summary, params: idParams, body, response: { 200: one } } },
      async (request) => {
        const auth = requireAdmin(request);
        // The validated body: the type provider cannot resolve a generic schema's type by itself.
        const record = await change(auth, request.params.id, request.body as z.infer<Body>, request.ip);
        return changed(record, auth.user.id, message);
      },
    );

  changeRoute(
    'cancel',
    'Lemondás a rendszer nevében (cancelled_by_system; mindkét fél e-mailt kap)',
    adminCancelBody.nullish(),
    (auth, id, body, ip) => service.cancel(auth, id, body?.reason, ip),
    'Az időpont lemondva; mindkét fél értesítést kapott.',
  );
  changeRoute(
    'no-show',
    'Megjelölés: nem jelent meg (no_show)',
    noShowBody.nullish(),
    (auth, id, body, ip) => service.markNoShow(auth, id, body ?? {}, ip),
    'Az időpont meg nem jelenésként megjelölve.',
  );
  changeRoute(
    'attended',
    'Javítás: a meg nem jelenésként jelölt tanácsadás mégis lezajlott',
    attendedBody.nullish(),
    (auth, id, body, ip) => service.markAttended(auth, id, body?.reason, ip),
    'Az időpont lezajlottként megjelölve.',
  );
  changeRoute(
    'payment-status',
    'Fizetési állapot módosítása indoklással (pl. visszatérítve)',
    paymentStatusBody,
    (auth, id, body, ip) => service.setPaymentStatus(auth, id, body, ip),
    'Fizetési állapot módosítva.',
  );
};
