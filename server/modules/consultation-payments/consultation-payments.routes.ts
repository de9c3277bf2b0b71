import { adminAppointmentsApi } from '@common/api/admin-appointments';
import { consultationPaymentsApi } from '@common/api/consultation-payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentPage } from '../../lib/paging';
import { route } from '../../lib/route';
import { presentAdminAppointment } from '../admin/admin-appointments.presenter';
import { presentAppointment } from '../appointments/appointments.presenter';
import { requireAuth } from '../auth/authenticate';
import { presentMyPayment } from './consultation-payments.presenter';

/**
 * Paying for a consultation (issue 38): the asker's checkout, refunds by the adviser and by admins, the
 * demo provider's checkout buttons, and the monthly money summaries. The provider's notifications come
 * through the payment webhook (subscriptions.routes.ts), which passes consultations' events here.
 */
export const consultationPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.consultationPayments;

  route(app, consultationPaymentsApi.pay, async (request) => ({
    success: true as const,
    checkoutUrl: await service.pay(requireAuth(request), request.params.id),
  }));

  route(app, consultationPaymentsApi.mine, async (request) => {
    const { page, limit } = request.query;
    return presentPage(
      request.query,
      await service.mine(requireAuth(request), page, limit),
      presentMyPayment,
    );
  });

  route(app, consultationPaymentsApi.refund, async (request) => ({
    success: true as const,
    message: 'A visszatérítést elindítottuk; a kérdező e-mailt kap róla.',
    data: presentAppointment(await service.refundByAdviser(requireAuth(request), request.params.id)),
  }));

  route(app, consultationPaymentsApi.completeDemo, async (request) => ({
    success: true as const,
    message: 'Sikeres tesztfizetés! A foglalását elküldtük a tanácsadónak.',
    data: presentAppointment(await service.completeDemo(requireAuth(request), request.params.id)),
  }));

  route(app, consultationPaymentsApi.cancelDemo, async (request) => ({
    success: true as const,
    message: 'A fizetést megszakította, terhelés nem történt; az időpontot felszabadítottuk.',
    data: presentAppointment(await service.cancelDemo(requireAuth(request), request.params.id)),
  }));

  route(app, consultationPaymentsApi.adviserSummary, async (request) => ({
    success: true as const,
    data: await service.adviserSummary(requireAuth(request), request.query.month),
  }));

  route(app, consultationPaymentsApi.adminSummary, async (request) => ({
    success: true as const,
    data: await service.summary(request.query.month),
  }));

  route(app, adminAppointmentsApi.refund, async (request) => ({
    success: true as const,
    message: 'A visszatérítést elindítottuk; a kérdező e-mailt kap róla.',
    data: presentAdminAppointment(
      await service.refundByAdmin(requireAuth(request), request.params.id, request.body),
    ),
  }));
};
