import type { AdminAppointmentsQuery, PaymentStatusBody } from '@common/api/admin-appointments';
import type { NoShowParty } from '@common/constants';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { isExclusionViolation } from '../../db/errors';
import { advisers, appointments, auditLog, consultationPayments, users } from '../../db/schema';
import { containsUnaccented } from '../../db/text-search';
import type { Clock } from '../../lib/clock';
import type { EventPublisher } from '../../lib/domain-events';
import { conflict } from '../../lib/errors';
import type { AppointmentRecord } from '../appointments/appointments.presenter';
import {
  appointmentNotFound,
  type createAppointmentService,
  selectRecords,
} from '../appointments/appointments.service';
import { type AuditEntry, recordAudit, selectAuditEntries } from '../audit/audit';
import type { ActiveSession } from '../auth/sessions';
import { refreshNextFreeSlots } from '../schedule/next-free-slot';

const HISTORY_LIMIT = 50;
/** What an admin change of an appointment records beyond who, which and from where. */
type AppointmentAudit = Pick<AuditEntry, 'action' | 'before' | 'after'>;
const expertUser = alias(users, 'expert_user');
const clientUser = alias(users, 'client_user');

export interface AdminAppointmentsDeps {
  db: Database;
  clock: Clock;
  /** The appointments service: cancelling (status, mails to both parties) lives there, once. */
  appointments: ReturnType<typeof createAppointmentService>;
  events: EventPublisher;
}

/**
 * The admin's "Tanácsadások" (issue 7): every appointment filtered, sorted and paged by the server;
 * cancelling as the system, marking a no-show and changing the payment status, each audited.
 */
export function createAdminAppointmentsService(deps: AdminAppointmentsDeps) {
  const { db, clock } = deps;

  /** The admin's change is told like a party's (their open screens reload). */
  async function changed(auth: ActiveSession, id: string) {
    const record = await load(db, id);
    deps.events.publish('appointment.changed', { record, by: auth.user.id });
    return record;
  }

  async function list(query: AdminAppointmentsQuery) {
    const term = query.search?.trim();
    const where = and(
      query.expertId ? eq(appointments.adviserId, query.expertId) : undefined,
      query.clientId ? eq(appointments.clientId, query.clientId) : undefined,
      query.status ? eq(appointments.status, query.status) : undefined,
      query.paymentStatus ? eq(appointments.paymentStatus, query.paymentStatus) : undefined,
      query.from ? gte(appointments.startTime, new Date(query.from)) : undefined,
      query.to ? lt(appointments.startTime, new Date(query.to)) : undefined,
      term
        ? containsUnaccented(
            sql`${expertUser.name} || ' ' || ${expertUser.email} || ' ' || ${clientUser.name} || ' ' || ${clientUser.email}`,
            term,
          )
        : undefined,
    );
    const direction = query.sortOrder === 'asc' ? asc : desc;
    const order: Record<AdminAppointmentsQuery['sortBy'], SQL[]> = {
      startTime: [direction(appointments.startTime)],
      createdAt: [direction(appointments.createdAt)],
      status: [direction(appointments.status), desc(appointments.startTime)],
      paymentStatus: [direction(appointments.paymentStatus), desc(appointments.startTime)],
    };
    const base = () =>
      db
        .select({ id: appointments.id })
        .from(appointments)
        .innerJoin(advisers, eq(advisers.id, appointments.adviserId))
        .innerJoin(expertUser, eq(expertUser.id, advisers.userId))
        .innerJoin(clientUser, eq(clientUser.id, appointments.clientId));
    const [total] = await db
      .select({ n: count() })
      .from(appointments)
      .innerJoin(advisers, eq(advisers.id, appointments.adviserId))
      .innerJoin(expertUser, eq(expertUser.id, advisers.userId))
      .innerJoin(clientUser, eq(clientUser.id, appointments.clientId))
      .where(where);
    const page = await base()
      .where(where)
      .orderBy(...order[query.sortBy], asc(appointments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const ids = page.map((row) => row.id);
    // The rows themselves come from the appointments module's one query (names, type), in page order.
    const records = ids.length > 0 ? await selectRecords(db, inArray(appointments.id, ids)) : [];
    const byId = new Map(records.map((record) => [record.appointment.id, record]));
    return {
      rows: ids.flatMap((id) => byId.get(id) ?? []),
      totalCount: total?.n ?? 0,
    };
  }

  /** The appointment row, locked until the transaction ends (404 when there is none). */
  async function lockAppointment(tx: Database, id: string) {
    const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
    if (!row) throw appointmentNotFound();
    return row;
  }

  async function load(executor: Database, id: string): Promise<AppointmentRecord> {
    const [record] = await selectRecords(executor, eq(appointments.id, id));
    if (!record) throw appointmentNotFound();
    return record;
  }

  async function history(id: string) {
    return selectAuditEntries(
      db,
      and(eq(auditLog.entityType, 'appointment'), eq(auditLog.entityId, id)),
    ).limit(HISTORY_LIMIT);
  }

  async function detail(id: string) {
    return { record: await load(db, id), history: await history(id) };
  }

  /** The admin's change of appointment `id`, audited in the transaction of the change. */
  function audit(
    tx: Database,
    auth: ActiveSession,
    id: string,
    ip: string | undefined,
    entry: AppointmentAudit,
  ) {
    return recordAudit(tx, {
      actorUserId: auth.user.id,
      entityType: 'appointment',
      entityId: id,
      ip,
      ...entry,
    });
  }

  /**
   * One admin change in one transaction: the row locked, `change` checks and writes it and says what to
   * audit. The changed record is told and returned.
   */
  async function changeLocked(
    auth: ActiveSession,
    id: string,
    ip: string | undefined,
    change: (tx: Database, row: typeof appointments.$inferSelect) => Promise<AppointmentAudit>,
  ) {
    await db.transaction(async (tx) => {
      const row = await lockAppointment(tx, id);
      await audit(tx, auth, id, ip, await change(tx, row));
    });
    return changed(auth, id);
  }

  /** Cancelled by the system: the appointments service sets the status and mails both parties. */
  async function cancel(auth: ActiveSession, id: string, reason: string | undefined, ip?: string) {
    return deps.appointments.cancel(auth, id, {
      reason,
      inTransaction: (tx, before) =>
        audit(tx, auth, id, ip, {
          action: 'appointment.cancel',
          before: { status: before.appointment.status },
          after: { status: 'cancelled_by_system', reason: reason?.trim() || null },
        }),
    });
  }

  /** A confirmed (or completed) appointment whose start has passed, where someone did not turn up. */
  async function markNoShow(
    auth: ActiveSession,
    id: string,
    body: { party?: NoShowParty | undefined; reason?: string | undefined },
    ip?: string,
  ) {
    return changeLocked(auth, id, ip, async (tx, row) => {
      if (row.status !== 'confirmed' && row.status !== 'completed') {
        throw conflict(
          'Csak megerősített vagy lezajlott időpont jelölhető meg meg nem jelenésként.',
          'NOT_NO_SHOW_ELIGIBLE',
        );
      }
      if (row.startTime > clock.now()) {
        throw conflict('Az időpont még nem kezdődött el, ezért nem jelölhető meg.', 'NOT_STARTED');
      }
      await tx
        .update(appointments)
        .set({ status: 'no_show', noShowBy: body.party ?? null })
        .where(eq(appointments.id, id));
      // What is left of its time (with the buffer after it) is free again.
      await refreshNextFreeSlots(tx, clock.now(), { adviserIds: [row.adviserId] });
      return {
        action: 'appointment.no_show',
        before: { status: row.status },
        after: { status: 'no_show', noShowBy: body.party ?? null, reason: body.reason?.trim() || null },
      };
    });
  }

  /**
   * Corrects a no-show (automatic or not): the meeting did take place, e.g. by phone after the video
   * failed. The time it held stays held (the status counts as live again).
   */
  async function markAttended(auth: ActiveSession, id: string, reason: string | undefined, ip?: string) {
    return changeLocked(auth, id, ip, async (tx, row) => {
      if (row.status !== 'no_show') {
        throw conflict('Csak meg nem jelenésként jelölt időpont javítható lezajlottra.', 'NOT_NO_SHOW');
      }
      if (row.endTime > clock.now()) {
        throw conflict('Az időpont még nem ért véget, ezért nem jelölhető lezajlottnak.', 'NOT_ENDED');
      }
      try {
        await tx
          .update(appointments)
          .set({ status: 'completed', noShowBy: null })
          .where(eq(appointments.id, id));
      } catch (error) {
        // Its time (the buffer after it) was booked meanwhile: the exclusion constraint says no.
        if (isExclusionViolation(error)) {
          throw conflict('Az időpont idejére azóta másik foglalás került.', 'TIME_TAKEN');
        }
        throw error;
      }
      return {
        action: 'appointment.attended',
        before: { status: row.status, noShowBy: row.noShowBy },
        after: { status: 'completed', reason: reason?.trim() || null },
      };
    });
  }

  /** E.g. refunded after a complaint; the reason is kept in the audit log. */
  async function setPaymentStatus(auth: ActiveSession, id: string, body: PaymentStatusBody, ip?: string) {
    return changeLocked(auth, id, ip, async (tx, row) => {
      if (row.paymentStatus === body.paymentStatus) {
        throw conflict('Az időpont fizetési állapota már ez.', 'PAYMENT_STATUS_UNCHANGED');
      }
      // Paid through the portal: only the provider's notifications change it (refunds have their own action).
      const [paidHere] = await tx
        .select({ id: consultationPayments.appointmentId })
        .from(consultationPayments)
        .where(eq(consultationPayments.appointmentId, id));
      if (paidHere) {
        throw conflict(
          'Ennek a tanácsadásnak a díját a portálon fizették: az állapotát a fizetési szolgáltató adja. Visszatérítéshez használja a Visszatérítés műveletet.',
          'PAYMENT_MANAGED_BY_PROVIDER',
        );
      }
      await tx.update(appointments).set({ paymentStatus: body.paymentStatus }).where(eq(appointments.id, id));
      return {
        action: 'appointment.payment_status',
        before: { paymentStatus: row.paymentStatus },
        after: { paymentStatus: body.paymentStatus, reason: body.reason },
      };
    });
  }

  return { list, detail, cancel, markNoShow, markAttended, setPaymentStatus, history };
}
