import { randomUUID } from 'node:crypto';
import { budapestDateKey } from '@common/budapest-time';
import { INVOICE_MAX_ATTEMPTS, type InvoicingProviderName } from '@common/constants';
import { formatDateTime } from '@common/format';
import { and, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { InvoicingConfig } from '../../config';
import type { Database } from '../../db/client';
import {
  advisers,
  appointments,
  askers,
  consultationPayments,
  consultationTypes,
  invoices,
  invoicingAccounts,
  outbox,
  payments,
  users,
} from '../../db/schema';
import { type BackgroundJobDeps, QueueJob } from '../../lib/background-job';
import type { Clock } from '../../lib/clock';
import { MINUTE_MS } from '../../lib/clock';
import type { EventPublisher } from '../../lib/domain-events';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { adviserIdOfUser, adviserNotFound } from '../advisers/advisers.service';
import { selectRecords } from '../appointments/appointments.service';
import type { ActiveSession } from '../auth/sessions';
import { enqueueMail } from '../mail/outbox';
import { type MailContext, mailTemplates } from '../mail/templates';
import { countryCode } from './country-code';
import {
  type InvoiceParty,
  type InvoicingAdapter,
  type InvoicingConnection,
  InvoicingError,
  type IssuedInvoice,
  type VatRate,
} from './invoicing-port';
import type { SecretBox } from './secret-box';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoicingAccountRow = typeof invoicingAccounts.$inferSelect;
type AdapterName = InvoicingAdapter['name'];

/** Makes the adapter of a provider for one connection (adapters.ts; tests may pass their own). */
export type AdapterFactory = (
  provider: AdapterName,
  connection: InvoicingConnection,
  seller: InvoiceParty,
) => InvoicingAdapter;

export interface InvoicingDeps {
  db: Database;
  clock: Clock;
  config: InvoicingConfig;
  privateStorage: FileStorage;
  mail: MailContext;
  log: FastifyBaseLogger;
  events: EventPublisher;
  box: () => Promise<SecretBox>;
  adapters: AdapterFactory;
}

const adviserUser = alias(users, 'adviser_user');

/** The outbox kind whose rows issue (or reverse) one invoice: `{ invoiceId }`. */
export const INVOICE_OUTBOX_KIND = 'invoice';

/** While NAV has not finished with an invoice, its state is read again this often. */
const NAV_CHECK_MS = 5 * MINUTE_MS;
/** After a day the state is read hourly; after a week no longer (the adviser sees what it was). */
const NAV_GIVE_UP_MS = 7 * 24 * 60 * MINUTE_MS;

/** The platform's own details as the seller of subscriptions (the demo invoice prints them). */
const PLATFORM_SELLER: InvoiceParty = {
  name: 'Tanácsadó portál',
  country: 'HU',
  zipCode: '',
  city: '',
  address: '',
  email: null,
  taxNumber: null,
};

const invoicingFailed = (message: string) => new AppError(422, 'INVOICING_CHECK_FAILED', message);

/** Queues the issuing of one invoice row in the caller's transaction (the outbox runs it after commit). */
async function queueWork(tx: Database, invoiceId: string) {
  await tx.insert(outbox).values({ kind: INVOICE_OUTBOX_KIND, payload: { invoiceId } });
}

/**
 * Invoices issued by the portal (issue 39): the adviser's connection to Billingo / Számlázz.hu / the
 * demo, the invoice of a confirmed paid consultation and its reversal on refund, the platform's own
 * invoice of each subscription payment, and the NAV state. Issuing never blocks the caller: the caller's
 * transaction adds an invoice row and an outbox row, and `work` (the outbox's `invoice` handler) does
 * the talking, step by step, each step recorded, so a retry after any failure continues where it
 * stopped and never issues twice.
 */
export function createInvoicingService(deps: InvoicingDeps) {
  const { db, clock, config } = deps;

  async function accountOf(adviserId: string): Promise<InvoicingAccountRow | null> {
    const [row] = await db.select().from(invoicingAccounts).where(eq(invoicingAccounts.adviserId, adviserId));
    return row ?? null;
  }

  async function ownAdviserId(auth: ActiveSession) {
    if (auth.user.role !== 'tanacsado') throw forbidden('A számlázást a tanácsadó állíthatja be.');
    const adviserId = await adviserIdOfUser(db, auth.user.id);
    if (!adviserId) throw adviserNotFound();
    return adviserId;
  }

  /** The adviser's own details as the seller (the demo invoice prints them; the real ones know them). */
  async function adviserSeller(adviserId: string): Promise<InvoiceParty> {
    const [row] = await db
      .select({ adviser: advisers, name: users.name, email: users.email })
      .from(advisers)
      .innerJoin(users, eq(users.id, advisers.userId))
      .where(eq(advisers.id, adviserId));
    const a = row?.adviser;
    return {
      name: a?.companyName || row?.name || 'Tanácsadó',
      country: countryCode(a?.country ?? '') ?? 'HU',
      zipCode: a?.zipCode ?? '',
      city: a?.city ?? '',
      address: a?.address ?? '',
      email: row?.email ?? null,
      taxNumber: a?.vatNumber || null,
    };
  }

  function connectionCheck(provider: AdapterName, connection: InvoicingConnection, seller: InvoiceParty) {
    return deps
      .adapters(provider, connection, seller)
      .check()
      .catch((error: unknown) => {
        throw invoicingFailed(
          error instanceof InvoicingError ? error.message : 'A számlázó nem válaszolt; próbálja újra később.',
        );
      });
  }

  /**
   * What the adviser typed, completed from the saved connection: a key left empty keeps the saved one
   * (the browser never gets it back to send again).
   */
  async function resolveInput(adviserId: string, input: InvoicingAccountInput) {
    if (input.provider === 'demo' && !config.demoAllowed)
      throw new AppError(400, 'INVOICING_DEMO_OFF', 'A demó számlázó csak tesztfizetés mellett választható.');
    if (input.provider === 'manual' || input.provider === 'demo') return { ...input, secret: null };
    const saved = await accountOf(adviserId);
    let secret = input.secret?.trim() || null;
    if (!secret && saved?.provider === input.provider && saved.secretSealed)
      secret = (await deps.box()).open(saved.secretSealed);
    if (!secret)
      throw new AppError(
        400,
        'INVOICING_KEY_REQUIRED',
        input.provider === 'billingo'
          ? 'Adja meg a Billingo API-kulcsát.'
          : 'Adja meg a Számla Agent kulcsát.',
      );
    if (input.provider === 'billingo' && !input.block)
      throw new AppError(400, 'INVOICING_BLOCK_REQUIRED', 'Adja meg a Billingo számlatömb azonosítóját.');
    return { ...input, secret };
  }

  /** "Kapcsolat ellenőrzése": tries the connection without saving it. */
  async function checkAccount(auth: ActiveSession, input: InvoicingAccountInput) {
    const adviserId = await ownAdviserId(auth);
    const resolved = await resolveInput(adviserId, input);
    if (resolved.provider !== 'manual' && resolved.secret !== null) {
      await connectionCheck(
        resolved.provider,
        { secret: resolved.secret, block: resolved.block, vatRate: resolved.vatRate },
        await adviserSeller(adviserId),
      );
    }
  }

  /** Saves the adviser's choice; a Billingo / Számlázz.hu key only after its connection check passed. */
  async function saveAccount(auth: ActiveSession, input: InvoicingAccountInput) {
    const adviserId = await ownAdviserId(auth);
    const resolved = await resolveInput(adviserId, input);
    let sealed: { secretSealed: string | null; secretHint: string | null } = {
      secretSealed: null,
      secretHint: null,
    };
    let checkedAt: Date | null = null;
    if (resolved.provider !== 'manual' && resolved.secret !== null) {
      await connectionCheck(
        resolved.provider,
        { secret: resolved.secret, block: resolved.block, vatRate: resolved.vatRate },
        await adviserSeller(adviserId),
      );
      sealed = {
        secretSealed: (await deps.box()).seal(resolved.secret),
        secretHint: resolved.secret.slice(-4),
      };
      checkedAt = clock.now();
    } else if (resolved.provider === 'demo') checkedAt = clock.now();
    const values = {
      provider: resolved.provider,
      ...sealed,
      block: resolved.provider === 'manual' || resolved.provider === 'demo' ? null : resolved.block,
      vatRate: resolved.vatRate,
      checkedAt,
    };
    await db
      .insert(invoicingAccounts)
      .values({ adviserId, ...values })
      .onConflictDoUpdate({ target: invoicingAccounts.adviserId, set: values });
    return (await accountOf(adviserId)) as InvoicingAccountRow;
  }

  async function ownAccount(auth: ActiveSession) {
    return accountOf(await ownAdviserId(auth));
  }

  /**
   * Called in the confirmation's transaction: whether the adviser's invoice is issued by the portal
   * (then its row and outbox work are added here) or uploaded by the adviser. A free consultation
   * through the portal's invoicing needs no invoice.
   */
  async function queueForAppointment(
    tx: Database,
    appointmentId: string,
  ): Promise<'manual' | 'queued' | 'free'> {
    const [row] = await tx
      .select({ provider: invoicingAccounts.provider, amountHuf: consultationPayments.amountHuf })
      .from(appointments)
      .leftJoin(invoicingAccounts, eq(invoicingAccounts.adviserId, appointments.adviserId))
      .leftJoin(consultationPayments, eq(consultationPayments.appointmentId, appointments.id))
      .where(eq(appointments.id, appointmentId));
    const provider = row?.provider ?? 'manual';
    // A demo choice left from test payments never invoices real money: the adviser uploads instead.
    if (provider === 'manual' || (provider === 'demo' && !config.demoAllowed)) return 'manual';
    if (!row?.amountHuf) return 'free';
    const [created] = await tx
      .insert(invoices)
      .values({
        issuer: 'adviser',
        kind: 'invoice',
        appointmentId,
        provider,
        externalId: appointmentId,
        amountHuf: row.amountHuf,
      })
      .onConflictDoNothing()
      .returning({ id: invoices.id });
    if (created) await queueWork(tx, created.id);
    return 'queued';
  }

  /**
   * A consultation's (or a subscription's) payment was refunded in full: its portal-issued invoice is
   * reversed (sztornó). If
   * it was never issued, it is cancelled instead (nothing to reverse). Runs in the refund's transaction.
   */
  async function queueReversal(tx: Database, subject: { appointmentId: string } | { paymentId: string }) {
    const [original] = await tx
      .select()
      .from(invoices)
      .where(
        and(
          'appointmentId' in subject
            ? eq(invoices.appointmentId, subject.appointmentId)
            : eq(invoices.paymentId, subject.paymentId),
          eq(invoices.kind, 'invoice'),
          ne(invoices.status, 'cancelled'),
        ),
      );
    if (!original) return;
    // Never tried, or given up on without an answer: nothing was issued, so nothing is reversed. One
    // being issued right now (tried at least once) may be issued any moment: the reversal waits for it.
    const [cancelled] = await tx
      .update(invoices)
      .set({ status: 'cancelled', lastError: null })
      .where(
        and(
          eq(invoices.id, original.id),
          sql`${invoices.ref} is null`,
          sql`(${invoices.status} = 'failed' or (${invoices.status} = 'pending' and ${invoices.attempts} = 0))`,
        ),
      )
      .returning({ id: invoices.id });
    if (cancelled) return;
    const [created] = await tx
      .insert(invoices)
      .values({
        issuer: original.issuer,
        kind: 'reversal',
        appointmentId: original.appointmentId,
        paymentId: original.paymentId,
        reversesId: original.id,
        provider: original.provider,
        externalId: `${original.externalId}-storno`,
        amountHuf: original.amountHuf,
      })
      .onConflictDoNothing()
      .returning({ id: invoices.id });
    if (created) await queueWork(tx, created.id);
  }

  /** A subscription payment was paid: the platform's own invoice is queued (unless invoiced elsewhere). */
  async function queueForSubscriptionPayment(tx: Database, paymentId: string) {
    const provider = config.platform.provider;
    if (provider === 'manual') return;
    const [payment] = await tx
      .select({ amountHuf: payments.amountHuf })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (!payment || payment.amountHuf <= 0) return;
    const [created] = await tx
      .insert(invoices)
      .values({
        issuer: 'platform',
        kind: 'invoice',
        paymentId,
        provider,
        externalId: paymentId,
        amountHuf: payment.amountHuf,
      })
      .onConflictDoNothing()
      .returning({ id: invoices.id });
    if (created) await queueWork(tx, created.id);
  }

  /** The connection an invoice is issued through: the adviser's saved one, or the platform's. */
  async function connectionFor(invoice: InvoiceRow) {
    if (invoice.issuer === 'platform') {
      const platform = config.platform;
      return {
        connection: { secret: platform.secret ?? '', block: platform.block, vatRate: platform.vatRate },
        seller: PLATFORM_SELLER,
      };
    }
    const [row] = await db
      .select({ adviserId: appointments.adviserId })
      .from(appointments)
      .where(eq(appointments.id, invoice.appointmentId as string));
    const adviserId = row?.adviserId as string;
    const account = await accountOf(adviserId);
    // The invoice stays with the service it was queued for: a later switch applies to new invoices.
    if (!account || account.provider !== invoice.provider)
      throw new InvoicingError(
        'auth',
        'A számlázó beállítása megváltozott; a számlát töltse fel kézzel, vagy állítsa vissza a kapcsolatot.',
      );
    const secret = account.secretSealed ? (await deps.box()).open(account.secretSealed) : '';
    return {
      connection: { secret, block: account.block, vatRate: account.vatRate },
      seller: await adviserSeller(adviserId),
    };
  }

  /** The buyer, the lines and the dates of an invoice, from what it invoices. */
  async function requestFor(invoice: InvoiceRow, vatRate: VatRate) {
    const today = budapestDateKey(clock.now());
    if (invoice.appointmentId) {
      const [row] = await db
        .select({
          appointment: appointments,
          asker: askers,
          name: users.name,
          email: users.email,
          typeName: consultationTypes.name,
          paidAt: consultationPayments.paidAt,
        })
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.clientId))
        .innerJoin(consultationTypes, eq(consultationTypes.id, appointments.typeId))
        .leftJoin(askers, eq(askers.userId, appointments.clientId))
        .leftJoin(consultationPayments, eq(consultationPayments.appointmentId, appointments.id))
        .where(eq(appointments.id, invoice.appointmentId));
      if (!row) throw new InvoicingError('rejected', 'Az időpont nem található.');
      return {
        externalId: invoice.externalId,
        buyer: buyerOf(row.asker, row.name, row.email),
        items: [
          {
            name: `Online tanácsadás – ${row.typeName}`,
            quantity: 1,
            unit: 'alkalom',
            grossUnitPriceHuf: invoice.amountHuf,
            vatRate,
          },
        ],
        issueDate: today,
        fulfillmentDate: budapestDateKey(row.appointment.startTime),
        dueDate: today,
        paid: row.paidAt ? { method: 'bankcard' as const, date: budapestDateKey(row.paidAt) } : null,
        comment: `Online tanácsadás: ${formatDateTime(row.appointment.startTime)} (budapesti idő)`,
      };
    }
    const [row] = await db
      .select({ payment: payments, asker: askers, adviser: advisers, name: users.name, email: users.email })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .leftJoin(askers, eq(askers.userId, payments.userId))
      .leftJoin(advisers, eq(advisers.userId, payments.userId))
      .where(eq(payments.id, invoice.paymentId as string));
    if (!row) throw new InvoicingError('rejected', 'A fizetés nem található.');
    const paidDate = budapestDateKey(row.payment.paidAt ?? clock.now());
    return {
      externalId: invoice.externalId,
      buyer: buyerOf(row.asker ?? row.adviser, row.name, row.email),
      items: [
        {
          name: `Előfizetés – ${row.payment.packageName} (${row.payment.days} nap)`,
          quantity: 1,
          unit: 'db',
          grossUnitPriceHuf: invoice.amountHuf,
          vatRate,
        },
      ],
      issueDate: today,
      fulfillmentDate: paidDate,
      dueDate: today,
      paid: { method: 'bankcard' as const, date: paidDate },
      comment: `Előfizetés a Tanácsadó portálon, ${row.payment.days} napra`,
    };
  }

  /** Whom the invoice is for, from their billing data; incomplete data is a clear, fixable error. */
  function buyerOf(
    billing: {
      companyName: string | null;
      country: string | null;
      city: string | null;
      zipCode: string | null;
      address: string | null;
      vatNumber: string | null;
      billingName?: string | null;
    } | null,
    name: string,
    email: string,
  ): InvoiceParty {
    const country = countryCode(billing?.country ?? '');
    if (!billing?.city || !billing.zipCode || !billing.address || !country)
      throw new InvoicingError(
        'rejected',
        'A vevő számlázási adatai (ország, irányítószám, város, cím) hiányosak; kérje meg, hogy pótolja őket, majd próbálja újra, vagy töltse fel a számlát.',
      );
    return {
      name: billing.companyName || billing.billingName || name,
      country,
      zipCode: billing.zipCode,
      city: billing.city,
      address: billing.address,
      email: email.endsWith('.invalid') ? null : email,
      taxNumber: billing.companyName ? billing.vatNumber || null : null,
    };
  }

  /** Records a step of the invoice while it is still what this run read (a fallback may have cancelled it). */
  async function record(invoice: InvoiceRow, change: Partial<typeof invoices.$inferInsert>) {
    const updated = await db
      .update(invoices)
      .set(change)
      .where(and(eq(invoices.id, invoice.id), eq(invoices.status, invoice.status)))
      .returning();
    return updated[0] ?? null;
  }

  /**
   * The outbox's `invoice` handler: issues (or reverses) one invoice, step by step. A retryable failure
   * (timeout, 5xx, 429) is thrown back to the outbox, which tries again with backoff or after
   * Retry-After; after INVOICE_MAX_ATTEMPTS, or on a failure no retry can mend (wrong key, rejected
   * data), the invoice is marked failed for the adviser to retry or upload.
   */
  async function work(invoiceId: string) {
    const [loaded] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (!loaded || loaded.status === 'issued' || loaded.status === 'cancelled' || loaded.status === 'failed')
      return;
    const invoice = await record(loaded, { attempts: loaded.attempts + 1 });
    if (!invoice) return;
    try {
      await issueSteps(invoice);
    } catch (error) {
      const known = error instanceof InvoicingError ? error : null;
      const message = known?.message ?? 'Váratlan hiba a számla kiállításakor.';
      if (!known) deps.log.error({ err: error, invoiceId }, 'invoice issuing failed');
      const retry = (known?.retryable ?? !known) && invoice.attempts < INVOICE_MAX_ATTEMPTS;
      await record(invoice, { status: retry ? 'pending' : 'failed', lastError: message });
      await announce(invoice);
      if (retry) throw error;
      return;
    }
    await announce(invoice);
  }

  /** The parties' open screens show the invoice's new state at once (issued, failed, waiting). */
  async function announce(invoice: InvoiceRow) {
    deps.events.publish('mail.queued', {});
    if (!invoice.appointmentId) return;
    const [found] = await selectRecords(db, eq(appointments.id, invoice.appointmentId));
    if (found) deps.events.publish('appointment.changed', { record: found, by: '' });
  }

  async function issueSteps(invoice: InvoiceRow) {
    let current = invoice;
    const { connection, seller } = await connectionFor(current);
    const adapter = deps.adapters(current.provider, connection, seller);
    let issued: IssuedInvoice | null =
      current.ref && current.number ? { ref: current.ref, number: current.number } : null;
    if (!issued) {
      if (current.kind === 'reversal') {
        const [original] = await db
          .select()
          .from(invoices)
          .where(eq(invoices.id, current.reversesId as string));
        if (!original?.ref || !original.number)
          throw new InvoicingError('unavailable', 'A sztornó az eredeti számla kiállítására vár.', MINUTE_MS);
        issued =
          (current.attempts > 1 ? await adapter.find(current.externalId) : null) ??
          (await adapter.reverse({
            externalId: current.externalId,
            original: { ref: original.ref, number: original.number },
            issueDate: budapestDateKey(clock.now()),
          }));
      } else {
        // A retry may follow a call whose answer was lost: ask first, so nothing is issued twice.
        issued =
          (current.attempts > 1 ? await adapter.find(current.externalId) : null) ??
          (await adapter.issue(await requestFor(current, connection.vatRate)));
      }
      const saved = await record(current, {
        ref: issued.ref,
        number: issued.number,
        lastError: null,
        navStatus: adapter.name === 'szamlazz' ? null : 'received',
        navCheckAt: new Date(clock.now().getTime() + NAV_CHECK_MS),
      });
      if (!saved) return;
      current = saved;
    }
    const pdf = issued.pdf ?? (await readyPdf(adapter, issued));
    const key = `invoices/${current.appointmentId ?? current.paymentId}/${randomUUID()}.pdf`;
    await deps.privateStorage.put(key, pdf, { contentType: 'application/pdf' });
    const done = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(invoices)
        .set({ status: 'issued', pdfPath: key, issuedAt: clock.now(), lastError: null })
        .where(and(eq(invoices.id, current.id), eq(invoices.status, 'pending')))
        .returning();
      if (!updated) return false;
      if (updated.kind === 'invoice' && updated.appointmentId)
        await tx
          .update(appointments)
          .set({ invoicePath: key })
          .where(eq(appointments.id, updated.appointmentId));
      await mailBuyer(tx, updated, pdf);
      return true;
    });
    if (!done) await deps.privateStorage.delete(key).catch(() => undefined);
  }

  async function readyPdf(adapter: InvoicingAdapter, issued: IssuedInvoice) {
    const result = await adapter.pdf(issued);
    if (result.ready) return result.pdf;
    throw new InvoicingError('unavailable', 'A számla PDF-je még készül.', result.retryAfterMs);
  }

  /** The buyer gets the PDF by mail (and downloads it from the portal), in the issuing transaction. */
  async function mailBuyer(tx: Database, invoice: InvoiceRow, pdf: Buffer) {
    const [buyer] = invoice.appointmentId
      ? await tx
          .select({ name: users.name, email: users.email, adviserName: adviserUser.name })
          .from(appointments)
          .innerJoin(users, eq(users.id, appointments.clientId))
          .innerJoin(advisers, eq(advisers.id, appointments.adviserId))
          .innerJoin(adviserUser, eq(adviserUser.id, advisers.userId))
          .where(eq(appointments.id, invoice.appointmentId))
      : await tx
          .select({ name: users.name, email: users.email, adviserName: sql<string>`'Tanácsadó portál'` })
          .from(payments)
          .innerJoin(users, eq(users.id, payments.userId))
          .where(eq(payments.id, invoice.paymentId as string));
    if (!buyer) return;
    await enqueueMail(tx, {
      to: buyer.email,
      ...mailTemplates.invoiceIssued(
        {
          name: buyer.name,
          number: invoice.number ?? '',
          reversal: invoice.kind === 'reversal',
          issuerName: buyer.adviserName,
          forSubscription: invoice.paymentId !== null,
        },
        deps.mail,
      ),
      attachments: [
        {
          filename: `${invoice.kind === 'reversal' ? 'sztorno' : 'szamla'}-${(invoice.number ?? 'szamla').replace(/[^A-Za-z0-9-]/g, '_')}.pdf`,
          contentType: 'application/pdf',
          content: pdf.toString('base64'),
        },
      ],
    });
  }

  /** One pass of the NAV state reader: issued invoices whose NAV report is not final yet. */
  async function checkNav(limit = 20) {
    const due = await db
      .select()
      .from(invoices)
      .where(
        and(isNotNull(invoices.navCheckAt), lte(invoices.navCheckAt, clock.now()), isNotNull(invoices.ref)),
      )
      .orderBy(invoices.navCheckAt)
      .limit(limit);
    for (const invoice of due) {
      let next: Date | null = new Date(clock.now().getTime() + NAV_CHECK_MS);
      try {
        const { connection, seller } = await connectionFor(invoice);
        const state = await deps
          .adapters(invoice.provider, connection, seller)
          .navState({ ref: invoice.ref as string, number: invoice.number ?? '' });
        const final = state.status === 'done' || state.status === 'warning' || state.status === 'error';
        const tooLong = clock.now().getTime() - invoice.createdAt.getTime() > NAV_GIVE_UP_MS;
        if (final || tooLong || state.status === null) next = null;
        await db
          .update(invoices)
          .set({ navStatus: state.status ?? invoice.navStatus, navMessage: state.message, navCheckAt: next })
          .where(eq(invoices.id, invoice.id));
      } catch (error) {
        const retryAfter = error instanceof InvoicingError ? error.retryAfterMs : undefined;
        if (retryAfter) next = new Date(clock.now().getTime() + retryAfter);
        await db.update(invoices).set({ navCheckAt: next }).where(eq(invoices.id, invoice.id));
      }
    }
    return due.length;
  }

  /** The adviser (or an admin) tries a failed invoice again: its attempts start over. */
  async function retry(auth: ActiveSession, invoiceId: string) {
    const invoice = await visibleInvoice(auth, invoiceId, 'manage');
    if (invoice.status !== 'failed')
      throw new AppError(409, 'INVOICE_NOT_FAILED', 'Csak a sikertelen számla próbálható újra.');
    await db.transaction(async (tx) => {
      await tx
        .update(invoices)
        .set({ status: 'pending', attempts: 0, lastError: null })
        .where(and(eq(invoices.id, invoice.id), eq(invoices.status, 'failed')));
      await queueWork(tx, invoice.id);
    });
    return invoice.appointmentId;
  }

  /**
   * An invoice the caller may see: an appointment's to its two parties and admins (`manage`: the
   * adviser and admins only), a subscription payment's to its buyer and admins.
   */
  async function visibleInvoice(auth: ActiveSession, invoiceId: string, need: 'read' | 'manage') {
    const [row] = await db
      .select({
        invoice: invoices,
        adviserUserId: advisers.userId,
        clientId: appointments.clientId,
        buyerId: payments.userId,
      })
      .from(invoices)
      .leftJoin(appointments, eq(appointments.id, invoices.appointmentId))
      .leftJoin(advisers, eq(advisers.id, appointments.adviserId))
      .leftJoin(payments, eq(payments.id, invoices.paymentId))
      .where(eq(invoices.id, invoiceId));
    const missing = () => notFound('A számla nem található.', 'INVOICE_NOT_FOUND');
    if (!row) throw missing();
    const admin = auth.user.role === 'admin';
    const adviser = row.adviserUserId === auth.user.id;
    const buyer = row.clientId === auth.user.id || row.buyerId === auth.user.id;
    if (!(admin || adviser || (need === 'read' && buyer))) throw missing();
    return row.invoice;
  }

  /** The stored PDF of an issued invoice (or reversal) for download. */
  async function pdfOf(auth: ActiveSession, invoiceId: string) {
    const invoice = await visibleInvoice(auth, invoiceId, 'read');
    if (!invoice.pdfPath) throw notFound('A számla még nem készült el.', 'INVOICE_NOT_READY');
    const prefix = invoice.kind === 'reversal' ? 'sztorno' : 'szamla';
    return {
      key: invoice.pdfPath,
      filename: `${prefix}-${(invoice.number ?? invoice.id).replace(/[^A-Za-z0-9-]/g, '_')}.pdf`,
    };
  }

  /**
   * The adviser uploaded the invoice after all: the portal's invoice that has not been issued is
   * cancelled (called in the upload's transaction).
   */
  async function supersede(tx: Database, appointmentId: string) {
    await tx
      .update(invoices)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(invoices.appointmentId, appointmentId),
          eq(invoices.kind, 'invoice'),
          sql`${invoices.ref} is null`,
          sql`(${invoices.status} = 'failed' or (${invoices.status} = 'pending' and ${invoices.attempts} = 0))`,
        ),
      );
    const [live] = await tx
      .select({ status: invoices.status })
      .from(invoices)
      .where(
        and(
          eq(invoices.appointmentId, appointmentId),
          eq(invoices.kind, 'invoice'),
          ne(invoices.status, 'cancelled'),
        ),
      );
    // Two invoices for one consultation would be one too many.
    if (live?.status === 'issued')
      throw new AppError(409, 'INVOICE_ALREADY_ISSUED', 'A tanácsadás számláját a számlázó már kiállította.');
    if (live)
      throw new AppError(
        409,
        'INVOICE_IN_PROGRESS',
        'A számla kiállítása éppen folyamatban van; ha nem sikerül, utána feltöltheti.',
      );
  }

  /** The subscription payments' invoices of these payments (the buyer's payment history). */
  async function ofPayments(paymentIds: string[]) {
    if (paymentIds.length === 0) return new Map<string, InvoiceRow[]>();
    const rows = await db
      .select()
      .from(invoices)
      .where(and(inArray(invoices.paymentId, paymentIds), ne(invoices.status, 'cancelled')));
    const byPayment = new Map<string, InvoiceRow[]>();
    for (const row of rows)
      byPayment.set(row.paymentId as string, [...(byPayment.get(row.paymentId as string) ?? []), row]);
    return byPayment;
  }

  /** Providers an adviser may choose here. */
  function providers(): InvoicingProviderName[] {
    return config.demoAllowed
      ? ['manual', 'billingo', 'szamlazz', 'demo']
      : ['manual', 'billingo', 'szamlazz'];
  }

  return {
    ownAccount,
    saveAccount,
    checkAccount,
    providers,
    queueForAppointment,
    queueReversal,
    queueForSubscriptionPayment,
    supersede,
    work,
    checkNav,
    retry,
    pdfOf,
    ofPayments,
  };
}

export type InvoicingService = ReturnType<typeof createInvoicingService>;

export interface InvoicingAccountInput {
  provider: InvoicingProviderName;
  /** Empty: keep the saved key (Billingo / Számlázz.hu). */
  secret?: string | null | undefined;
  block: string | null;
  vatRate: VatRate;
}

/** Every minute: the NAV state of invoices NAV has not finished with. */
export class InvoiceNavStatusJob extends QueueJob {
  constructor(private readonly deps: BackgroundJobDeps & { service: InvoicingService }) {
    super('invoice-nav-status', deps, { everyMs: MINUTE_MS, firstAfterMs: 10_000 });
  }

  protected pass() {
    return this.deps.service.checkNav();
  }
}
