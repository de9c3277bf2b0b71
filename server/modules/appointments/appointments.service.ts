import type { CreateAppointmentBody } from '@common/api/appointments';
import { messages } from '@common/messages';
import { and, asc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { isExclusionViolation } from '../../db/errors';
import { advisers, appointments, askers, consultationTypes, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { newToken } from '../../lib/tokens';
import type { ActiveSession } from '../auth/sessions';
import { liveAppointment, type ScheduleService } from '../schedule/schedule.service';
import type { AppointmentRecord } from './appointments.presenter';

export const slotTaken = () =>
  conflict(
    'A választott időpont már nem foglalható. Kérjük, válasszon egy másik időpontot.',
    'SLOT_UNAVAILABLE',
  );
const appointmentNotFound = () => notFound('Az időpont nem található.', 'APPOINTMENT_NOT_FOUND');

const expertUser = alias(users, 'expert_user');
const clientUser = alias(users, 'client_user');

/** Appointments with the names of both parties and the consultation type. */
function selectRecords(db: Database, where: SQL | undefined) {
  return db
    .select({
      appointment: appointments,
      expertUserId: expertUser.id,
      expertName: expertUser.name,
      clientName: clientUser.name,
      type: {
        id: consultationTypes.id,
        name: consultationTypes.name,
        color: consultationTypes.color,
        durationMinutes: consultationTypes.durationMinutes,
      },
    })
    .from(appointments)
    .innerJoin(advisers, eq(advisers.id, appointments.adviserId))
    .innerJoin(expertUser, eq(expertUser.id, advisers.userId))
    .innerJoin(clientUser, eq(clientUser.id, appointments.clientId))
    .innerJoin(consultationTypes, eq(consultationTypes.id, appointments.typeId))
    .where(where)
    .orderBy(asc(appointments.startTime));
}

export function createAppointmentService(deps: { db: Database; clock: Clock; schedule: ScheduleService }) {
  const { db, clock, schedule } = deps;

  async function load(id: string): Promise<AppointmentRecord> {
    const [record] = await selectRecords(db, eq(appointments.id, id));
    if (!record) throw appointmentNotFound();
    return record;
  }

  /** Only the two parties and admins may see or touch an appointment; others get a 404. */
  function assertParty(auth: ActiveSession, record: AppointmentRecord) {
    const party = auth.user.id === record.appointment.clientId || auth.user.id === record.expertUserId;
    if (!party && auth.user.role !== 'admin') throw appointmentNotFound();
  }

  async function book(auth: ActiveSession, input: CreateAppointmentBody) {
    if (auth.user.role !== 'kerdezo') throw forbidden('Időpontot kérdezői fiókkal lehet foglalni.');
    if (input.clientId && input.clientId !== auth.user.id)
      throw forbidden('Csak saját nevére foglalhat időpontot.');
    const now = clock.now();
    const [asker] = await db.select().from(askers).where(eq(askers.userId, auth.user.id));
    if (!asker?.expirationDate || asker.expirationDate <= now) {
      throw new AppError(
        403,
        'SUBSCRIPTION_REQUIRED',
        'A foglaláshoz aktív előfizetés szükséges. Meghosszabbíthatja a Kérdezői fiók áttekintő oldalán (/kerdezo).',
      );
    }
    const start = new Date(input.startTime);
    const [type] = await db
      .select()
      .from(consultationTypes)
      .where(eq(consultationTypes.id, input.consultationType));
    if (!type) throw new AppError(400, 'UNKNOWN_TYPE', 'Ismeretlen tanácsadási típus.');
    const end = new Date(start.getTime() + type.durationMinutes * 60_000);
    // The slot must really be offered now (schedule, time off, bookings, notice, horizon).
    const offered = await schedule.slots(input.expertId, type.id, start, end);
    if (!offered.some((slot) => slot.start.getTime() === start.getTime())) throw slotTaken();
    try {
      const [row] = await db
        .insert(appointments)
        .values({
          adviserId: input.expertId,
          clientId: auth.user.id,
          typeId: type.id,
          startTime: start,
          endTime: end,
          notes: input.notes ?? '',
          roomId: newToken(),
        })
        .returning({ id: appointments.id });
      if (!row) throw new Error('appointment insert returned nothing');
      return load(row.id);
    } catch (error) {
      // Two bookings raced for the same time: the exclusion constraint let exactly one through.
      if (isExclusionViolation(error)) throw slotTaken();
      throw error;
    }
  }

  async function get(auth: ActiveSession, id: string) {
    const record = await load(id);
    assertParty(auth, record);
    return record;
  }

  /** Live appointments of an adviser in a date range (the adviser's own, or any for an admin). */
  async function listForExpert(
    auth: ActiveSession,
    query: {
      startDate: string;
      endDate: string;
      status?: AppointmentRecord['appointment']['status'] | undefined;
      expertId?: string | undefined;
    },
  ) {
    let expertId = query.expertId;
    if (auth.user.role !== 'admin') {
      const [own] = await db
        .select({ id: advisers.id })
        .from(advisers)
        .where(eq(advisers.userId, auth.user.id));
      if (!own) throw forbidden('Ez a lista tanácsadói fiókkal érhető el.');
      if (expertId && expertId !== own.id) throw forbidden(messages.api.forbidden);
      expertId = own.id;
    }
    return selectRecords(
      db,
      and(
        expertId ? eq(appointments.adviserId, expertId) : undefined,
        liveAppointment,
        query.status ? eq(appointments.status, query.status) : undefined,
        gte(appointments.startTime, new Date(query.startDate)),
        lt(appointments.startTime, new Date(query.endDate)),
      ),
    );
  }

  /** Live appointments of a client in a date range (their own, or any for an admin). */
  async function listForClient(
    auth: ActiveSession,
    query: {
      startDate: string;
      endDate: string;
      status?: AppointmentRecord['appointment']['status'] | undefined;
      clientId?: string | undefined;
    },
  ) {
    if (auth.user.role !== 'admin' && query.clientId && query.clientId !== auth.user.id) {
      throw forbidden(messages.api.forbidden);
    }
    const clientId = auth.user.role === 'admin' ? query.clientId : auth.user.id;
    return selectRecords(
      db,
      and(
        clientId ? eq(appointments.clientId, clientId) : undefined,
        liveAppointment,
        query.status ? eq(appointments.status, query.status) : undefined,
        gte(appointments.startTime, new Date(query.startDate)),
        lt(appointments.startTime, new Date(query.endDate)),
      ),
    );
  }

  /** A party cancels: the status records who did; the row stays. */
  async function cancel(auth: ActiveSession, id: string) {
    const record = await get(auth, id);
    const status = record.appointment.status;
    if (status !== 'pending' && status !== 'confirmed') {
      throw conflict('Ez az időpont már nem mondható le.', 'NOT_CANCELLABLE');
    }
    const byClient = auth.user.id === record.appointment.clientId;
    const byExpert = auth.user.id === record.expertUserId;
    const next = byClient ? 'cancelled_by_client' : byExpert ? 'cancelled_by_expert' : 'cancelled_by_system';
    await db.update(appointments).set({ status: next }).where(eq(appointments.id, id));
    return load(id);
  }

  return { book, get, listForExpert, listForClient, cancel };
}
