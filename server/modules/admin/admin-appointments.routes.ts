import { adminAppointmentsApi } from '@common/api/admin-appointments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentPage } from '../../lib/paging';
import { route } from '../../lib/route';
import type { AppointmentRecord } from '../appointments/appointments.presenter';
import { requireAuth } from '../auth/authenticate';
import { presentAuditEntry } from './admin.presenter';
import { presentAdminAppointment } from './admin-appointments.presenter';

/**
 * /api/admin/appointments/*: admin only (guests 401, other roles 403). Changes are audited and the two
 * parties' open screens reload (socket `booking:update`), like a change made by one of them.
 */
export const adminAppointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminAppointments;
  const answer = (record: AppointmentRecord, message: string) => ({
    success: true as const,
    message,
    data: presentAdminAppointment(record),
  });

  route(app, adminAppointmentsApi.list, async (request) =>
    presentPage(request.query, await service.list(request.query), presentAdminAppointment),
  );

  route(app, adminAppointmentsApi.detail, async (request) => {
    const { record, history } = await service.detail(request.params.id);
    return {
      success: true as const,
      data: { ...presentAdminAppointment(record), history: history.map(presentAuditEntry) },
    };
  });

  route(app, adminAppointmentsApi.cancel, async (request) => {
    const auth = requireAuth(request);
    const record = await service.cancel(auth, request.params.id, request.body?.reason, request.ip);
    return answer(record, 'Az időpont lemondva; mindkét fél értesítést kapott.');
  });

  route(app, adminAppointmentsApi.noShow, async (request) => {
    const auth = requireAuth(request);
    const record = await service.markNoShow(auth, request.params.id, request.body ?? {}, request.ip);
    return answer(record, 'Az időpont meg nem jelenésként megjelölve.');
  });

  route(app, adminAppointmentsApi.attended, async (request) => {
    const auth = requireAuth(request);
    const record = await service.markAttended(auth, request.params.id, request.body?.reason, request.ip);
    return answer(record, 'Az időpont lezajlottként megjelölve.');
  });

  route(app, adminAppointmentsApi.paymentStatus, async (request) => {
    const auth = requireAuth(request);
    const record = await service.setPaymentStatus(auth, request.params.id, request.body, request.ip);
    return answer(record, 'Fizetési állapot módosítva.');
  });
};
