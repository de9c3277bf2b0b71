import { payoutsApi } from '@common/api/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rawBodyRoute, route } from '../../lib/route';
import { requireAuth } from '../auth/authenticate';
import { invalidSignature, stripeSignature } from '../subscriptions/payment-provider';
import { presentPayoutAccount } from './payouts.presenter';

/** The adviser's payout account (issue 38) and the provider's Connect webhook. */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.payouts;

  route(app, payoutsApi.mine, async (request) => ({
    success: true as const,
    data: presentPayoutAccount(await service.mine(requireAuth(request))),
  }));

  route(app, payoutsApi.onboarding, async (request) => ({
    success: true as const,
    url: await service.onboardingUrl(requireAuth(request)),
  }));

  route(app, payoutsApi.dashboard, async (request) => ({
    success: true as const,
    url: await service.dashboardUrl(requireAuth(request)),
  }));

  route(app, payoutsApi.completeDemo, async (request) => ({
    success: true as const,
    data: presentPayoutAccount(await service.completeDemo(requireAuth(request))),
  }));

  // Stripe signs the exact bytes it sent.
  await rawBodyRoute(app, payoutsApi.connectWebhook, async (request, raw) => {
    const verify = app.payments.payoutAccounts.verifyWebhook;
    // Without Stripe configured nobody can sign: every call is refused the same way.
    if (!verify) throw invalidSignature();
    const state = verify(raw, stripeSignature(request));
    if (state) await service.applyState(state);
    return { success: true as const, received: true as const };
  });
};
