import { subscriptionsApi } from '@common/api/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentPage } from '../../lib/paging';
import { rawBodyRoute, route } from '../../lib/route';
import { requireAuth } from '../auth/authenticate';
import { invalidSignature, stripeSignature } from './payment-provider';
import { presentAdminPayment, presentPackage, presentPayment } from './subscriptions.presenter';

/**
 * Subscription packages, checkout through the configured payment provider (app.payments), the
 * provider's webhook, the caller's subscription and payments, and the admin's payment list.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.subscriptions;

  route(app, subscriptionsApi.packages, async (request) => ({
    success: true as const,
    data: (await service.listPackages(request.query.audience)).map(presentPackage),
    paymentProvider: app.payments.name,
  }));

  route(app, subscriptionsApi.me, async (request) => ({
    success: true as const,
    data: await service.state(requireAuth(request)),
  }));

  route(app, subscriptionsApi.checkout, async (request) => {
    const { payment, checkoutUrl } = await service.checkout(requireAuth(request), request.body);
    const result = {
      paymentId: payment.id,
      checkoutUrl,
      provider: payment.provider,
      status: payment.status,
    };
    return { success: true as const, ...result, data: result };
  });

  route(app, subscriptionsApi.myPayments, async (request) => {
    const auth = requireAuth(request);
    service.customerRole(auth);
    const { page, limit } = request.query;
    const found = await service.myPayments(auth, page, limit);
    const invoicesOf = await app.services.invoicing.ofPayments(found.rows.map((row) => row.id));
    return presentPage(request.query, found, (row) => presentPayment(row, invoicesOf.get(row.id)));
  });

  route(app, subscriptionsApi.payment, async (request) => {
    const payment = await service.ownPayment(requireAuth(request), request.params.id);
    const invoicesOf = await app.services.invoicing.ofPayments([payment.id]);
    return { success: true as const, data: presentPayment(payment, invoicesOf.get(payment.id)) };
  });

  route(app, subscriptionsApi.completeDemo, async (request) => {
    const auth = requireAuth(request);
    const payment = await service.completeDemo(auth, request.params.id);
    return {
      success: true as const,
      message: 'Sikeres tesztfizetés! Előfizetését meghosszabbítottuk.',
      data: presentPayment(payment),
      subscription: await service.state(auth),
    };
  });

  route(app, subscriptionsApi.cancelDemo, async (request) => {
    const payment = await service.cancelDemo(requireAuth(request), request.params.id);
    return {
      success: true as const,
      message: 'A fizetést megszakította, terhelés nem történt.',
      data: presentPayment(payment),
    };
  });

  route(app, subscriptionsApi.adminPayments, async (request) => {
    const found = await service.adminPayments(request.query);
    const invoicesOf = await app.services.invoicing.ofPayments(found.rows.map((row) => row.payment.id));
    return presentPage(request.query, found, (row) =>
      presentAdminPayment(row.payment, row.user, invoicesOf.get(row.payment.id)),
    );
  });

  // Stripe signs the exact bytes it sent.
  await rawBodyRoute(app, subscriptionsApi.stripeWebhook, async (request, raw) => {
    const verify = app.payments.verifyWebhook?.bind(app.payments);
    // Without Stripe configured nobody can sign: every call is refused the same way.
    if (!verify || app.payments.name !== 'stripe') throw invalidSignature();
    const event = verify(raw, stripeSignature(request));
    // One endpoint for the platform's payments: a consultation's event is applied there, any other here.
    const result =
      (await app.services.consultationPayments.processEvent(event)) ?? (await service.processEvent(event));
    return { success: true as const, received: true as const, duplicate: result.duplicate };
  });
};
