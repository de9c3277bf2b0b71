import {
  adminPaymentsAnswer,
  adminPaymentsQuery,
  checkoutAnswer,
  checkoutBody,
  demoCompleteAnswer,
  myPaymentsAnswer,
  myPaymentsQuery,
  packagesAnswer,
  packagesQuery,
  paymentIdParams,
  paymentSchema,
  subscriptionStateSchema,
} from '@common/api/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentPage } from '../../lib/paging';
import { dataAnswer, savedAnswer } from '@common/api/answers';
import { requireAuth, requireRole } from '../auth/authenticate';
import { invalidSignature } from './payment-provider';
import { presentAdminPayment, presentPackage, presentPayment } from './subscriptions.presenter';
import { createSubscriptionService } from './subscriptions.service';

const tags = ['elofizetesek'];

/**
 * Subscription packages, checkout through the configured payment provider (app.payments), the
 * provider's webhook, the caller's subscription and payments, and the admin's payment list.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSubscriptionService({
    db: app.db,
    clock: app.clock,
    provider: app.payments,
    mail: { publicUrl: app.config.publicUrl },
    log: app.log,
    mailQueued: () => app.outbox.kick(),
    advisersChanged: () => app.discovery.invalidate(),
  });

  app.get(
    '/api/subscription-packages',
    {
      schema: {
        tags,
        summary: 'Előfizetési csomagok (aktívak; bruttó ár, áfa)',
        querystring: packagesQuery,
        response: { 200: packagesAnswer },
      },
    },
    async (request) => ({
      success: true as const,
      data: (await service.listPackages(request.query.audience)).map(presentPackage),
      paymentProvider: app.payments.name,
    }),
  );

  app.get(
    '/api/subscriptions/me',
    {
      schema: {
        tags,
        summary: 'Saját előfizetés: állapot, lejárat, hátralévő napok',
        response: { 200: dataAnswer(subscriptionStateSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await service.state(requireAuth(request)) }),
  );

  app.post(
    '/api/subscriptions/checkout',
    {
      schema: {
        tags,
        summary: 'Csomag vásárlása: fizetés indítása (idempotens)',
        body: checkoutBody,
        response: { 200: checkoutAnswer },
      },
    },
    async (request) => {
      const { payment, checkoutUrl } = await service.checkout(requireAuth(request), request.body);
      const result = {
        paymentId: payment.id,
        checkoutUrl,
        provider: payment.provider,
        status: payment.status,
      };
      return { success: true as const, ...result, data: result };
    },
  );

  app.get(
    '/api/subscriptions/payments',
    {
      schema: {
        tags,
        summary: 'Saját fizetések (lapozva, legújabb elöl)',
        querystring: myPaymentsQuery,
        response: { 200: myPaymentsAnswer },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      service.customerRole(auth);
      const { page, limit } = request.query;
      return presentPage(request.query, await service.myPayments(auth, page, limit), presentPayment);
    },
  );

  app.get(
    '/api/subscriptions/payments/:id',
    {
      schema: {
        tags,
        summary: 'Egy saját fizetés',
        params: paymentIdParams,
        response: { 200: dataAnswer(paymentSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: presentPayment(await service.ownPayment(requireAuth(request), request.params.id)),
    }),
  );

  app.post(
    '/api/subscriptions/demo/:id/complete',
    {
      schema: {
        tags,
        summary: 'Tesztfizetés teljesítése (csak demó módban, csak a saját fizetés)',
        params: paymentIdParams,
        response: { 200: demoCompleteAnswer },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const payment = await service.completeDemo(auth, request.params.id);
      return {
        success: true as const,
        message: 'Sikeres tesztfizetés! Előfizetését meghosszabbítottuk.',
        data: presentPayment(payment),
        subscription: await service.state(auth),
      };
    },
  );

  app.post(
    '/api/subscriptions/demo/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Tesztfizetés megszakítása (csak demó módban, csak a saját fizetés)',
        params: paymentIdParams,
        response: {
          200: savedAnswer(paymentSchema),
        },
      },
    },
    async (request) => {
      const payment = await service.cancelDemo(requireAuth(request), request.params.id);
      return {
        success: true as const,
        message: 'A fizetést megszakította, terhelés nem történt.',
        data: presentPayment(payment),
      };
    },
  );

  app.get(
    '/api/admin/payments',
    {
      // Admins only, checked before the query is validated (a guest learns nothing from a 400).
      onRequest: async (request) => {
        requireRole(request, 'admin');
      },
      schema: {
        tags: ['admin'],
        summary: 'Fizetések (admin): szűrés felhasználóra és állapotra, lapozva',
        querystring: adminPaymentsQuery,
        response: { 200: adminPaymentsAnswer },
      },
    },
    async (request) => {
      const found = await service.adminPayments(request.query);
      return presentPage(request.query, found, (row) => presentAdminPayment(row.payment, row.user));
    },
  );

  // Stripe signs the exact bytes it sent: this scope alone reads bodies raw (other routes keep JSON).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/subscriptions/webhook/stripe',
      {
        schema: {
          tags,
          summary: 'Stripe webhook (aláírt; checkout.session.*, charge.refunded, charge.dispute.created)',
          response: {
            200: z.object({ success: z.literal(true), received: z.literal(true), duplicate: z.boolean() }),
          },
        },
      },
      async (request) => {
        const verify = app.payments.verifyWebhook?.bind(app.payments);
        // Without Stripe configured nobody can sign: every call is refused the same way.
        if (!verify || app.payments.name !== 'stripe') throw invalidSignature();
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers['stripe-signature'];
        const event = verify(raw, Array.isArray(header) ? header[0] : header);
        const result = await service.processEvent(event);
        return { success: true as const, received: true as const, duplicate: result.duplicate };
      },
    );
  });
};
