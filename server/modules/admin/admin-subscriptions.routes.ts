import {
  adjustSubscriptionBody,
  adminPackageSchema,
  adminPackagesQuery,
  adminSubscriptionSchema,
  adminSubscriptionsQuery,
  packageBody,
} from '@common/api/admin-billing';
import { pagedAnswer } from '@common/api/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentPage } from '../../lib/paging';
import { savedAnswer, uuidParams } from '@common/api/answers';
import { adminOnly, requireAdmin } from '../auth/authenticate';
import { presentAdminPackage, presentAdminSubscription } from './admin-billing.presenter';
import { createAdminSubscriptionsService } from './admin-subscriptions.service';

const tags = ['admin'];
const userParams = uuidParams('Érvénytelen felhasználó azonosító');
const packageParams = uuidParams('Érvénytelen csomag azonosító');
const onePackage = savedAnswer(adminPackageSchema);

/**
 * /api/admin/subscriptions and /api/admin/subscription-packages: admin only (guests 401, other roles
 * 403), every change audited. The payments list (GET /api/admin/payments) belongs to the subscriptions
 * module.
 */
export const adminSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);
  const service = createAdminSubscriptionsService({ db: app.db, clock: app.clock });

  app.get(
    '/api/admin/subscriptions',
    {
      schema: {
        tags,
        summary: 'Kérdezők és tanácsadók előfizetései (szűrés, lejárók, rendezés, lapozás)',
        querystring: adminSubscriptionsQuery,
        response: { 200: pagedAnswer(adminSubscriptionSchema) },
      },
    },
    async (request) => {
      const found = await service.list(request.query);
      return presentPage(request.query, found, (row) => presentAdminSubscription(row, found.now));
    },
  );

  app.post(
    '/api/admin/subscriptions/:id/adjust',
    {
      schema: {
        tags,
        summary: 'Előfizetés meghosszabbítása vagy rövidítése napokkal (:id = felhasználó; naplózva)',
        params: userParams,
        body: adjustSubscriptionBody,
        response: {
          200: savedAnswer(adminSubscriptionSchema),
        },
      },
    },
    async (request) => {
      const { days } = request.body;
      const result = await service.adjust(requireAdmin(request), request.params.id, days, request.ip);
      // An adviser's expiry decides whether they are listed.
      if (result.audience === 'tanacsado') app.discovery.invalidate();
      return {
        success: true as const,
        message:
          days > 0
            ? `Előfizetés meghosszabbítva ${days} nappal.`
            : `Előfizetés rövidítve ${Math.abs(days)} nappal.`,
        data: presentAdminSubscription(result.row, result.now),
      };
    },
  );

  app.get(
    '/api/admin/subscription-packages',
    {
      schema: {
        tags,
        summary: 'Előfizetési csomagok (aktívak és inaktívak, befizetések száma)',
        querystring: adminPackagesQuery,
        response: { 200: pagedAnswer(adminPackageSchema) },
      },
    },
    async (request) =>
      presentPage(request.query, await service.listPackages(request.query), presentAdminPackage),
  );

  app.post(
    '/api/admin/subscription-packages',
    {
      schema: { tags, summary: 'Új előfizetési csomag', body: packageBody, response: { 201: onePackage } },
    },
    async (request, reply) => {
      const created = await service.createPackage(requireAdmin(request), request.body, request.ip);
      return reply
        .code(201)
        .send({ success: true as const, message: 'Csomag létrehozva.', data: presentAdminPackage(created) });
    },
  );

  app.put(
    '/api/admin/subscription-packages/:id',
    {
      schema: {
        tags,
        summary: 'Előfizetési csomag módosítása',
        params: packageParams,
        body: packageBody,
        response: { 200: onePackage },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Csomag módosítva.',
      data: presentAdminPackage(
        await service.updatePackage(requireAdmin(request), request.params.id, request.body, request.ip),
      ),
    }),
  );

  app.delete(
    '/api/admin/subscription-packages/:id',
    {
      schema: {
        tags,
        summary: 'Csomag törlése; ha már fizettek érte, inaktívvá válik (archived: true)',
        params: packageParams,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), archived: z.boolean() }),
        },
      },
    },
    async (request) => {
      const { archived } = await service.removePackage(requireAdmin(request), request.params.id, request.ip);
      return {
        success: true as const,
        archived,
        message: archived
          ? 'A csomagért már fizettek, ezért nem töröltük: inaktívvá tettük, így többé nem vásárolható.'
          : 'Csomag törölve.',
      };
    },
  );
};
