import {
  DAC7_FIELDS,
  DAC7_HOLD_AFTER_DAYS,
  type Dac7ReportFormat,
  type Dac7SellerBody,
  dac7SellerBody,
} from '@common/api/dac7';
import { budapestMidnightIso } from '@common/budapest-time';
import {
  normalizeHungarianRegistrationNumber,
  normalizeHungarianTaxNumber,
  normalizeIban,
  normalizeVatNumber,
} from '@common/tax-ids';
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import {
  advisers,
  consultationPayments,
  dac7Copies,
  dac7Reminders,
  dac7Sellers,
  users,
} from '../../db/schema';
import { type Clock, DAY_MS } from '../../lib/clock';
import type { EventPublisher } from '../../lib/domain-events';
import { forbidden } from '../../lib/errors';
import { adviserPolicy } from '../advisers/advisers.policy';
import { adviserNotFound } from '../advisers/advisers.service';
import { type AuditActor, recordAudit } from '../audit/audit';
import type { ActiveSession } from '../auth/sessions';
import { keptFeeHuf } from '../consultation-payments/fee';
import { enqueueMail } from '../mail/outbox';
import { type MailContext, mailTemplates } from '../mail/templates';
import { refreshNextFreeSlots } from '../schedule/next-free-slot';
import { loadSettings, operatorDetails } from '../settings/settings.service';
import { copyLines, type Dac7ReportRow, type QuarterFigures, renderCsv, renderXml } from './dac7-report';

/**
 * Reportable for DAC7: the adviser offers a priced consultation or has been paid through the portal
 * (personal services have no small-seller exemption). `adviserId`: the adviser id of the surrounding query.
 */
export function dac7Reportable(adviserId: SQLWrapper): SQL {
  return sql`(exists (select 1 from adviser_topics rt where rt.adviser_id = ${adviserId} and rt.price_huf > 0)
    or exists (select 1 from consultation_payments rp join appointments ra on ra.id = rp.appointment_id
      where ra.adviser_id = ${adviserId} and rp.paid_at is not null))`;
}

/** When priced offers are held, counted from the first reminder. */
export const holdFromOf = (firstSentAt: Date) =>
  new Date(firstSentAt.getTime() + DAC7_HOLD_AFTER_DAYS * DAY_MS);

/** The checked body as stored: numbers in one written form, what does not apply left out. */
function storedValues(body: Dac7SellerBody) {
  const individual = body.sellerType === 'individual';
  const tin =
    body.tinCountry === 'HU'
      ? individual
        ? body.tin.replace(/[\s-]/g, '')
        : (normalizeHungarianTaxNumber(body.tin) ?? body.tin.trim())
      : body.tin.trim();
  const registration = body.registrationNumber.trim();
  return {
    sellerType: body.sellerType,
    name: body.name.trim(),
    country: body.country,
    zipCode: body.zipCode.trim(),
    city: body.city.trim(),
    street: body.street.trim(),
    tin,
    tinCountry: body.tinCountry,
    birthDate: individual ? body.birthDate.trim() : null,
    vatNumber: body.vatNumber.trim() ? normalizeVatNumber(body.vatNumber) : null,
    registrationNumber: individual
      ? null
      : body.country === 'HU'
        ? normalizeHungarianRegistrationNumber(registration)
        : registration,
    iban: normalizeIban(body.iban),
  };
}

/** The first instant of each quarter of the year in Budapest, and of the next year. */
function quarterBounds(year: number): Date[] {
  return ['01', '04', '07', '10']
    .map((month) => `${year}-${month}-01`)
    .concat(`${year + 1}-01-01`)
    .map((key) => new Date(budapestMidnightIso(key)));
}

export interface Dac7Deps {
  db: Database;
  clock: Clock;
  events: EventPublisher;
  mail: MailContext;
}

/**
 * DAC7 (issue 39): the advisers' seller data, where they stand with reminders and the hold, and the
 * yearly report with each adviser's own copy. The reminders themselves are the daily job's
 * (dac7-reminders.ts); the hold is part of the one "takes payments" rule (advisers/accepts-payments.ts).
 */
export function createDac7Service(deps: Dac7Deps) {
  const { db, clock, events } = deps;

  /** The adviser, if the caller may see and change their DAC7 data (themselves or an admin). */
  async function adviserFor(auth: ActiveSession, adviserId: string) {
    const [row] = await db
      .select({ id: advisers.id, userId: advisers.userId })
      .from(advisers)
      .where(eq(advisers.id, adviserId));
    if (!row) throw adviserNotFound();
    if (!adviserPolicy.canManage(auth.user, { userId: row.userId })) {
      throw forbidden('Csak a saját DAC7 adatait láthatja és módosíthatja.');
    }
    return row;
  }

  async function statusOf(adviserId: string) {
    const [[seller], [reminder], [flags]] = await Promise.all([
      db.select().from(dac7Sellers).where(eq(dac7Sellers.adviserId, adviserId)),
      db.select().from(dac7Reminders).where(eq(dac7Reminders.adviserId, adviserId)),
      queryRows<{ reportable: boolean }>(
        db,
        sql`select ${dac7Reportable(sql`${adviserId}::uuid`)} as reportable`,
      ),
    ]);
    return { seller: seller ?? null, reminder: reminder ?? null, reportable: flags?.reportable === true };
  }

  async function status(auth: ActiveSession, adviserId: string) {
    await adviserFor(auth, adviserId);
    return statusOf(adviserId);
  }

  /**
   * Saves the data (checked by the shared schema once more: a body that skipped the route's validation
   * must not slip in); the reminders' row goes with it, which lifts a hold at once.
   */
  async function save(auth: ActiveSession, adviserId: string, body: Dac7SellerBody, ip?: string) {
    const adviser = await adviserFor(auth, adviserId);
    const values = storedValues(dac7SellerBody.parse(body));
    const lifted = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(dac7Sellers).where(eq(dac7Sellers.adviserId, adviserId));
      await tx
        .insert(dac7Sellers)
        .values({ adviserId, ...values })
        .onConflictDoUpdate({ target: dac7Sellers.adviserId, set: values });
      const removed = await tx
        .delete(dac7Reminders)
        .where(eq(dac7Reminders.adviserId, adviserId))
        .returning({ heldAt: dac7Reminders.heldAt });
      if (auth.user.id !== adviser.userId) {
        // Which fields an admin changed, never their values (tax numbers stay out of the log).
        const changed = DAC7_FIELDS.filter((field) => {
          if (!before) return true;
          const key = field as keyof typeof values;
          return (before[key] ?? null) !== (values[key] ?? null);
        });
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          action: 'dac7.update',
          entityType: 'adviser',
          entityId: adviserId,
          after: { fields: changed },
          ip,
        });
      }
      return removed.some((row) => row.heldAt !== null);
    });
    if (lifted) await holdsChanged([adviserId]);
    return statusOf(adviserId);
  }

  /** Priced offers held or let go: slots, the next free slot, the public answers and the search index follow. */
  async function holdsChanged(adviserIds: string[]) {
    if (adviserIds.length === 0) return;
    await refreshNextFreeSlots(db, clock.now(), { adviserIds });
    events.publish('advisers.changed', { adviserIds });
  }

  /**
   * The year's reportable sellers: every adviser with a consultation paid through the portal in the
   * year (Budapest time), with their data (null while missing) and per quarter the consideration, the
   * number of activities (paid consultations not refunded in full) and the fees kept. DAC7 (Annex V,
   * I.A.(10)) defines the consideration net of the platform's fees: paid minus refunded minus fees kept.
   */
  async function yearRows(year: number): Promise<Dac7ReportRow[]> {
    const bounds = quarterBounds(year);
    // Unaliased: `keptFeeHuf` names the table's columns in full.
    const p = consultationPayments;
    const quarterOf = sql`case
      when ${p.paidAt} < ${bounds[1]} then 1 when ${p.paidAt} < ${bounds[2]} then 2
      when ${p.paidAt} < ${bounds[3]} then 3 else 4 end`;
    const figures = await queryRows<{
      adviser_id: string;
      quarter: number;
      consideration: number;
      activities: number;
      fees: number;
    }>(
      db,
      sql`select a.adviser_id, ${quarterOf} as quarter,
          sum(${p.amountHuf} - ${p.refundedHuf} - ${keptFeeHuf})::int as consideration,
          count(*) filter (where ${p.refundedHuf} < ${p.amountHuf})::int as activities,
          sum(${keptFeeHuf})::int as fees
        from ${p} join appointments a on a.id = ${p.appointmentId}
        where ${p.paidAt} >= ${bounds[0]} and ${p.paidAt} < ${bounds[4]}
        group by 1, 2`,
    );
    const adviserIds = [...new Set(figures.map((f) => f.adviser_id))];
    if (adviserIds.length === 0) return [];
    const people = await db
      .select({ adviserId: advisers.id, name: users.name, email: users.email, seller: dac7Sellers })
      .from(advisers)
      .innerJoin(users, eq(users.id, advisers.userId))
      .leftJoin(dac7Sellers, eq(dac7Sellers.adviserId, advisers.id))
      .where(inArray(advisers.id, adviserIds))
      .orderBy(asc(sql`coalesce(${dac7Sellers.name}, ${users.name})`), asc(advisers.id));
    const empty = (): QuarterFigures => ({ considerationHuf: 0, activities: 0, feesHuf: 0 });
    return people.map((person) => {
      const quarters: Dac7ReportRow['quarters'] = [empty(), empty(), empty(), empty()];
      for (const f of figures) {
        if (f.adviser_id !== person.adviserId) continue;
        quarters[Number(f.quarter) - 1] = {
          considerationHuf: Number(f.consideration),
          activities: Number(f.activities),
          feesHuf: Number(f.fees),
        };
      }
      return {
        adviserId: person.adviserId,
        accountName: person.name,
        email: person.email,
        seller: person.seller,
        quarters,
      };
    });
  }

  async function summary(year: number) {
    const rows = await yearRows(year);
    const sent = rows.length
      ? await db
          .select({ adviserId: dac7Copies.adviserId })
          .from(dac7Copies)
          .where(
            and(
              eq(dac7Copies.year, year),
              inArray(
                dac7Copies.adviserId,
                rows.map((r) => r.adviserId),
              ),
            ),
          )
      : [];
    return {
      year,
      sellers: rows.length,
      incomplete: rows.filter((row) => !row.seller).length,
      copiesSent: sent.length,
    };
  }

  /** The report file; each download is audited (it holds every seller's tax data). */
  async function report(actor: AuditActor, year: number, format: Dac7ReportFormat) {
    const rows = await yearRows(year);
    const now = clock.now();
    const body =
      format === 'csv'
        ? renderCsv(rows)
        : renderXml(rows, { year, operator: operatorDetails(await loadSettings(db)), createdAt: now });
    await recordAudit(db, {
      actorUserId: actor.auth.user.id,
      action: 'dac7.report',
      entityType: 'dac7_report',
      entityId: String(year),
      after: { year, format, sellers: rows.length },
      ip: actor.ip,
    });
    return {
      body,
      filename: `dac7-${year}.${format}`,
      contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/xml; charset=utf-8',
    };
  }

  /**
   * Each of the year's sellers gets their own row by mail, once per year: the dac7_copies key, inserted
   * in the transaction that queues the mail, so a second press (or a second admin) sends nothing twice.
   */
  async function sendCopies(actor: AuditActor, year: number) {
    const rows = await yearRows(year);
    const result = await db.transaction(async (tx) => {
      let sent = 0;
      for (const row of rows) {
        const [claimed] = await tx
          .insert(dac7Copies)
          .values({ adviserId: row.adviserId, year, sentAt: clock.now() })
          .onConflictDoNothing()
          .returning();
        if (!claimed) continue;
        await enqueueMail(tx, {
          to: row.email,
          ...mailTemplates.dac7Copy({ name: row.accountName, year, lines: copyLines(row) }, deps.mail),
        });
        sent += 1;
      }
      const outcome = { year, sent, alreadySent: rows.length - sent };
      await recordAudit(tx, {
        actorUserId: actor.auth.user.id,
        action: 'dac7.send_copies',
        entityType: 'dac7_report',
        entityId: String(year),
        after: outcome,
        ip: actor.ip,
      });
      return outcome;
    });
    if (result.sent > 0) events.publish('mail.queued', {});
    return result;
  }

  return { status, save, holdsChanged, yearRows, summary, report, sendCopies };
}

export type Dac7Service = ReturnType<typeof createDac7Service>;
