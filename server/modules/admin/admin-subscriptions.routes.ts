import { adminBillingApi } from '@common/api/admin-billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentPage } from '../../lib/paging';
import { route } from '../../lib/route';
import { requireAuth } from '../auth/authenticate';
import { presentAdminPackage, presentAdminSubscription } from './admin-billing.presenter';

/**
 * /api/admin/subscriptions and /api/admin/subscription-packages: admin only (guests 401, other roles
 * 403), every change audited. The payments list (GET /api/admin/payments) belongs to the subscriptions
 * module.
 */
export const adminSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminSubscriptions;

  route(app, adminBillingApi.subscriptions, async (request) => {
    const found = await service.list(request.query);
    return presentPage(request.query, found, (row) => presentAdminSubscription(row, found.now));
  });

  route(app, adminBillingApi.adjust, async (request) => {
    const { days } = request.body;
    const result = await service.adjust(requireAuth(request), request.params.id, days, request.ip);
    return {
      success: true as const,
      message:
        days > 0
          ? `Előfizetés meghosszabbítva ${days} nappal.`
          : `Előfizetés rövidítve ${Math.abs(days)} nappal.`,
      data: presentAdminSubscription(result.row, result.now),
    };
  });

  route(app, adminBillingApi.packages, async (request) =>
    presentPage(request.query, await service.listPackages(request.query), presentAdminPackage),
  );

  route(app, adminBillingApi.createPackage, async (request, reply) => {
    const created = await service.createPackage(requireAuth(request), request.body, request.ip);
    return reply
      .code(201)
      .send({ success: true as const, message: 'Csomag létrehozva.', data: presentAdminPackage(created) });
  });

  route(app, adminBillingApi.updatePackage, async (request) => ({
    success: true as const,
    message: 'Csomag módosítva.',
    data: presentAdminPackage(
      await service.updatePackage(requireAuth(request), request.params.id, request.body, request.ip),
    ),
  }));

  route(app, adminBillingApi.deletePackage, async (request) => {
    const { archived } = await service.removePackage(requireAuth(request), request.params.id, request.ip);
    return {
      success: true as const,
      archived,
      message: archived
        ? 'A csomagért már fizettek, ezért nem töröltük: inaktívvá tettük, így többé nem vásárolható.'
        : 'Csomag törölve.',
    };
  });
};
