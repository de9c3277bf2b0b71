import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isLoopbackHost } from './config';
import { accountRoutes } from './modules/account/account.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminAdviserRoutes } from './modules/admin/admin-advisers.routes';
import { adminAppointmentRoutes } from './modules/admin/admin-appointments.routes';
import { adminAuditRoutes } from './modules/admin/admin-audit.routes';
import { adminSubscriptionRoutes } from './modules/admin/admin-subscriptions.routes';
import { adviserRoutes } from './modules/advisers/advisers.routes';
import { appointmentRoutes } from './modules/appointments/appointments.routes';
import { askerRoutes } from './modules/askers/askers.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { registerAuthentication } from './modules/auth/authenticate';
import { calendarFeedRoutes } from './modules/calendar-feed/calendar-feed.routes';
import { consultationPaymentRoutes } from './modules/consultation-payments/consultation-payments.routes';
import { conversationRoutes } from './modules/conversations/conversations.routes';
import { dac7Routes } from './modules/dac7/dac7.routes';
import { testSupportRoutes } from './modules/dev/test-support.routes';
import { externalCalendarRoutes } from './modules/external-calendars/external-calendars.routes';
import { healthRoutes } from './modules/health/health.routes';
import { intakeRoutes } from './modules/intake/intake.routes';
import { invoicingRoutes } from './modules/invoicing/invoicing.routes';
import { devMailRoutes } from './modules/mail/dev-mail.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { meetingRoutes } from './modules/meetings/meetings.routes';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { payoutRoutes } from './modules/payouts/payouts.routes';
import { adminReviewRoutes, reviewRoutes } from './modules/reviews/reviews.routes';
import { scheduleRoutes } from './modules/schedule/schedule.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { seriesRoutes } from './modules/series/series.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes';
import { typesRoutes } from './modules/types/types.routes';
import { userRoutes } from './modules/users/users.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';

/** Every API route (SPEC.md §7), each area's plugin, with the OpenAPI document made of their contracts. */
export async function registerRoutes(
  app: FastifyInstance,
  options: {
    vapidPublicKey: string;
    /** Mail goes to the local mailbox (its viewer is registered only then). */
    localMailbox: boolean;
  },
) {
  // Before any route, so that each API route is checked for a session (modules/auth/public-routes.ts).
  registerAuthentication(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tanácsadó portál API',
        description: 'Az online szakértői és tanácsadói portál HTTP API-ja.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // A map of every route helps a developer and an attacker alike: served only where asked for (API_DOCS).
  if (app.config.apiDocs) {
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  }

  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(typesRoutes);
  await app.register(adviserRoutes);
  await app.register(mediaRoutes);
  await app.register(askerRoutes);
  await app.register(scheduleRoutes);
  await app.register(appointmentRoutes);
  await app.register(consultationPaymentRoutes);
  await app.register(intakeRoutes);
  await app.register(seriesRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(externalCalendarRoutes);
  await app.register(waitlistRoutes);
  await app.register(
    notificationRoutes({
      vapidPublicKey: options.vapidPublicKey,
      allowAnyEndpoint: app.config.push.allowAnyEndpoint,
    }),
  );
  await app.register(conversationRoutes);
  await app.register(meetingRoutes);
  await app.register(adminRoutes);
  await app.register(subscriptionRoutes);
  await app.register(payoutRoutes);
  await app.register(invoicingRoutes);
  await app.register(dac7Routes);
  await app.register(adminAdviserRoutes);
  await app.register(adminSubscriptionRoutes);
  await app.register(adminAppointmentRoutes);
  await app.register(adminAuditRoutes);
  await app.register(settingsRoutes);
  await app.register(reviewRoutes);
  await app.register(adminReviewRoutes);
  await app.register(accountRoutes);
  await app.register(seoRoutes);
  // The local mailbox shows every mail (reset and 2FA codes) to anyone: only when it is on (config).
  if (app.config.devMailbox && options.localMailbox) await app.register(devMailRoutes);
  // Browser-test helpers write appointments directly: NODE_ENV=test on a loopback address only.
  if (app.config.env === 'test' && isLoopbackHost(app.config.host)) await app.register(testSupportRoutes);
}
