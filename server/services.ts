import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import type { EventPublisher } from './lib/domain-events';
import type { FileStorage } from './lib/storage';
import type { TtlCache } from './lib/ttl-cache';
import type { UploadQuota } from './lib/uploads';
import { createAccountService } from './modules/account/account.service';
import { createAdminAdvisersService } from './modules/admin/admin-advisers.service';
import { createAdminAppointmentsService } from './modules/admin/admin-appointments.service';
import { createAdminSubscriptionsService } from './modules/admin/admin-subscriptions.service';
import { createAdminUsersService } from './modules/admin/admin-users.service';
import { createAdviserService } from './modules/advisers/advisers.service';
import { createAppointmentService } from './modules/appointments/appointments.service';
import { createAskerService } from './modules/askers/askers.service';
import { createAuditLogService } from './modules/audit/audit-log';
import { createAuthService } from './modules/auth/auth.service';
import { createConsultationPaymentService } from './modules/consultation-payments/consultation-payments.service';
import { createConversationService } from './modules/conversations/conversations.service';
import { createDac7Service } from './modules/dac7/dac7.service';
import { createErasureService } from './modules/erasure/erasure.service';
import { createExternalCalendarService } from './modules/external-calendars/external-calendars.service';
import { createIntakeService } from './modules/intake/intake.service';
import { createAdapterFactory } from './modules/invoicing/adapters';
import { createInvoicingService } from './modules/invoicing/invoicing.service';
import type { SecretBox } from './modules/invoicing/secret-box';
import { createMediaService } from './modules/media/media.service';
import { createMeetingService } from './modules/meetings/meetings.service';
import { createPayoutService } from './modules/payouts/payouts.service';
import { createReviewService } from './modules/reviews/reviews.service';
import { createScheduleService } from './modules/schedule/schedule.service';
import { createSeoService, type RenderedSitemap } from './modules/seo/seo.service';
import { createSeriesService } from './modules/series/series.service';
import type { PaymentProvider } from './modules/subscriptions/payment-provider';
import { createSubscriptionService } from './modules/subscriptions/subscriptions.service';
import { createTypesService } from './modules/types/types.service';
import { createWaitlistService } from './modules/waitlist/waitlist.service';

/** What the services are made of: the app's ports, made once by buildApp. */
export interface ServicePorts {
  db: Database;
  clock: Clock;
  events: EventPublisher;
  config: Config;
  log: FastifyBaseLogger;
  /** Public media (avatars, gallery). */
  storage: FileStorage;
  /** Files only their owners may download (attachments, invoices, exports). */
  privateStorage: FileStorage;
  uploadQuota: UploadQuota;
  payments: PaymentProvider;
  /** The keyring sealing advisers' invoicing keys (made once, on first use). */
  invoicingKeys: () => Promise<SecretBox>;
  /** The rendered sitemaps' cache, and URLs per sitemap file (default SITEMAP_PAGE_SIZE; tests lower it). */
  sitemaps: { cache: TtlCache<RenderedSitemap>; pageSize?: number | undefined };
}

/**
 * Every service of the portal, built once and in one place (routes, socket handlers and jobs use
 * `app.services`). A service gets only the ports it needs; what it changes it tells through `events`.
 */
export function createServices(ports: ServicePorts) {
  const { db, clock, events, config } = ports;
  const base = { db, clock, events };
  const mail = { publicUrl: config.publicUrl };
  const schedule = createScheduleService(base);
  const invoicing = createInvoicingService({
    db,
    clock,
    config: config.invoicing,
    privateStorage: ports.privateStorage,
    mail,
    log: ports.log,
    events,
    box: ports.invoicingKeys,
    adapters: createAdapterFactory({ db, clock, endpoints: config.invoicing.endpoints }),
  });
  const consultationPayments = createConsultationPaymentService({
    ...base,
    provider: ports.payments,
    mail,
    log: ports.log,
    invoicing,
  });
  const conversations = createConversationService({
    ...base,
    files: ports.privateStorage,
    quota: ports.uploadQuota,
  });
  const intake = createIntakeService({ db, clock });
  const appointments = createAppointmentService({
    ...base,
    schedule,
    privateStorage: ports.privateStorage,
    mail,
    payments: consultationPayments,
    invoicing,
    intake,
  });
  const advisers = createAdviserService({ ...base, storage: ports.storage, mail });
  const auth = createAuthService({ ...base, mail });
  const erasure = createErasureService({
    ...base,
    storage: ports.storage,
    privateStorage: ports.privateStorage,
    mail,
    payments: consultationPayments,
    invoicing,
  });
  return {
    auth,
    account: createAccountService({ ...base, mail }),
    askers: createAskerService({ ...base, paymentRequired: () => ports.payments.name !== 'demo' }),
    advisers,
    media: createMediaService({
      ...base,
      storage: ports.storage,
      quota: ports.uploadQuota,
      counterparts: (userId) => conversations.counterparts(userId),
    }),
    types: createTypesService(base),
    schedule,
    appointments,
    series: createSeriesService({ db, events, appointments }),
    consultationPayments,
    intake,
    invoicing,
    reviews: createReviewService(base),
    conversations,
    meetings: createMeetingService({ db, clock, conversations, ice: config }),
    waitlist: createWaitlistService({ ...base, schedule, mail }),
    externalCalendars: createExternalCalendarService({
      ...base,
      allowPrivate: config.externalCalendarsAllowPrivate,
    }),
    payouts: createPayoutService({ ...base, provider: ports.payments }),
    subscriptions: createSubscriptionService({
      ...base,
      provider: ports.payments,
      mail,
      log: ports.log,
      invoicing,
    }),
    dac7: createDac7Service({ ...base, mail }),
    erasure,
    adminUsers: createAdminUsersService({
      ...base,
      resendVerification: auth.resendVerification,
      requestPasswordReset: auth.requestPasswordReset,
      erasure,
    }),
    adminAdvisers: createAdminAdvisersService({ ...base, mail, advisers }),
    adminAppointments: createAdminAppointmentsService({ ...base, appointments }),
    adminSubscriptions: createAdminSubscriptionsService(base),
    auditLog: createAuditLogService(db),
    seo: createSeoService({ db, clock, publicUrl: config.publicUrl, ...ports.sitemaps }),
  };
}

export type Services = ReturnType<typeof createServices>;
