import type { PushPayload } from '@common/api/notifications';
import type { FastifyInstance } from 'fastify';
import { JobRegistry } from './lib/background-job';
import type { AppMetrics } from './lib/metrics';
import { ORPHAN_FILES, OrphanFileSweeper } from './lib/orphan-files';
import { AccountMaintenance, DataExportWorker } from './modules/account/account-jobs';
import { AppointmentLifecycle } from './modules/appointments/lifecycle';
import { ConsultationPaymentUpkeep } from './modules/consultation-payments/consultation-payments.service';
import { UnreadMessageMailer } from './modules/conversations/unread-mailer';
import { Dac7ReminderJob } from './modules/dac7/dac7-reminders';
import { ExternalCalendarSync } from './modules/external-calendars/external-calendars.service';
import { INVOICE_OUTBOX_KIND, InvoiceNavStatusJob } from './modules/invoicing/invoicing.service';
import { type MailTransport, OutboxWorker } from './modules/mail/outbox';
import type { PushSender } from './modules/notifications/push-sender';
import { NextFreeSlotJob } from './modules/schedule/next-free-slot-job';
import { SubscriptionExpiry } from './modules/subscriptions/expiry';
import { WaitlistJob } from './modules/waitlist/waitlist.service';
import type { ServicePorts, Services } from './services';

/**
 * Every background job, made once and added to one registry: started together when the app is ready,
 * stopped in reverse order on close (the outbox, added first, last: the others may still queue mail).
 */
export function createJobs(
  app: FastifyInstance,
  ports: ServicePorts & { metrics: AppMetrics; transport: MailTransport; push: PushSender },
  services: Services,
) {
  const { db, clock, events } = ports;
  const registry = new JobRegistry();
  const base = { log: ports.log, metrics: ports.metrics };
  // What the jobs that queue mail need.
  const mailing = { ...base, db, clock, events, mail: { publicUrl: ports.config.publicUrl } };
  const jobs = {
    outbox: new OutboxWorker(db, ports.transport, clock, base, {
      handlers: {
        push: {
          send: (message: { userId: string; payload: PushPayload }) => ports.push.send(message),
          // Once sent, only whom it went to stays (the text may name people).
          kept: (message: { userId: string }) => ({ userId: message.userId }),
        },
        // Issuing an invoice through the invoicing service (issue 39): retried with backoff or after
        // the service's Retry-After; the invoice row itself records each step.
        [INVOICE_OUTBOX_KIND]: {
          send: (work: { invoiceId: string }) => services.invoicing.work(work.invoiceId),
          kept: (work: { invoiceId: string }) => work,
        },
      },
    }),
    /** Every minute: meetings completed or missed, unconfirmed ones cancelled, reminders. */
    lifecycle: new AppointmentLifecycle(mailing),
    /** Every minute: advisers' next free slots that time has made stale (hourly: the missing ones). */
    nextFreeSlots: new NextFreeSlotJob({ ...base, db, clock }),
    /** Every minute: unpaid consultation holds lapse, refunds by the rules are decided and sent. */
    consultationPayments: new ConsultationPaymentUpkeep({ ...base, service: services.consultationPayments }),
    /** Every minute: the NAV state of issued invoices NAV has not finished with. */
    invoiceNavStatus: new InvoiceNavStatusJob({ ...base, service: services.invoicing }),
    /** Hourly: lapsed asker subscriptions become expired; 7-day and 1-day expiry reminders. */
    subscriptionExpiry: new SubscriptionExpiry(mailing),
    /** Hourly: chat attachments never sent within 24 hours are deleted. */
    orphanAttachments: new OrphanFileSweeper(ORPHAN_FILES.chatAttachments, {
      ...base,
      db,
      clock,
      files: ports.privateStorage,
    }),
    /** Hourly: booking documents no booking took within 24 hours (the booking abandoned) are deleted. */
    abandonedDocuments: new OrphanFileSweeper(ORPHAN_FILES.bookingDocuments, {
      ...base,
      db,
      clock,
      files: ports.privateStorage,
    }),
    unreadMailer: new UnreadMessageMailer(mailing),
    /** The waitlist: waiting askers told of freed slots (each minute, and soon after time is freed). */
    waitlist: new WaitlistJob({ ...base, service: services.waitlist }),
    /** Advisers' external calendars fetched (every 15 minutes each). */
    externalCalendarSync: new ExternalCalendarSync({ ...base, service: services.externalCalendars }),
    /** Data exports made as they are asked for (issue 18). */
    exports: new DataExportWorker(app),
    /** Daily: DAC7 data missing — first and second reminder, then priced offers held (issue 39). */
    dac7Reminders: new Dac7ReminderJob({
      ...mailing,
      holdsChanged: (adviserIds) => services.dac7.holdsChanged(adviserIds),
    }),
    /** Hourly: expired exports deleted, accounts whose grace period ended erased. */
    accountMaintenance: new AccountMaintenance(app),
  };
  for (const job of Object.values(jobs)) registry.add(job);
  return { ...jobs, registry };
}

export type Jobs = ReturnType<typeof createJobs>;
