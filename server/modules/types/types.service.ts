import type { AdminTypesQuery, typeBody } from '@common/api/types';
import { and, asc, count, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, insertOne } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { adviserTopics, appointments, consultationTypes } from '../../db/schema';
import { containsUnaccented } from '../../db/text-search';
import type { Clock } from '../../lib/clock';
import { type EventPublisher, publishing } from '../../lib/domain-events';
import { conflict, notFound } from '../../lib/errors';
import { rowAudit } from '../audit/audit';
import type { ActiveSession } from '../auth/sessions';
import { refreshNextFreeSlots } from '../schedule/next-free-slot';

type TypeRow = typeof consultationTypes.$inferSelect;
type TypeInput = z.output<typeof typeBody>;

const typeNotFound = () => notFound('A tanácsadási típus nem található.', 'TYPE_NOT_FOUND');
const nameTaken = () => conflict('Ilyen nevű tanácsadási típus már van.', 'TYPE_NAME_TAKEN');
const inUse = (advisersUsing: number, appointmentsUsing: number) =>
  conflict(
    `A típus használatban van (${advisersUsing} tanácsadó kínálja, ${appointmentsUsing} időpont hivatkozik rá), ezért nem törölhető. Archiválja helyette: az archivált típus nem választható és nem foglalható többé, a meglévő időpontok megmaradnak.`,
    'TYPE_IN_USE',
  );

// Qualified by hand: drizzle may print a column of the main table unqualified, which inside the
// sub-select would name the sub-select's own column.
const typeId = sql.raw('"consultation_types"."id"');
const adviserCount = sql<number>`(select count(*)::int from ${adviserTopics} t where t.type_id = ${typeId})`;
const appointmentCount = sql<number>`(select count(*)::int from ${appointments} a where a.type_id = ${typeId})`;

export interface TypeWithUsage {
  type: TypeRow;
  adviserCount: number;
  appointmentCount: number;
}

/** A type's audit entry keeps its name, colour, length and archiving. */
const auditType = rowAudit('consultation_type', (row: TypeRow) => ({
  name: row.name,
  color: row.color,
  durationMinutes: row.durationMinutes,
  archivedAt: row.archivedAt?.toISOString() ?? null,
}));

/**
 * Consultation types for admins: CRUD, archive/unarchive and the list with usage counts. A type in use
 * (offered by an adviser or referred to by an appointment) is never deleted, only archived; archived
 * types are hidden from GET /api/tipusok, cannot be chosen as a topic and offer no slots.
 */
/** The type's row, locked until the transaction ends (404 when there is none). */
async function lockType(tx: Database, id: string) {
  const [row] = await tx.select().from(consultationTypes).where(eq(consultationTypes.id, id)).for('update');
  if (!row) throw typeNotFound();
  return row;
}

export function createTypesService(deps: { db: Database; clock: Clock; events: EventPublisher }) {
  const { db, clock } = deps;

  async function withUsage(executor: Database, id: string): Promise<TypeWithUsage> {
    const [row] = await executor
      .select({ type: consultationTypes, adviserCount, appointmentCount })
      .from(consultationTypes)
      .where(eq(consultationTypes.id, id));
    if (!row) throw typeNotFound();
    return row;
  }

  async function list(query: AdminTypesQuery) {
    const term = query.search?.trim();
    const where = and(
      term ? containsUnaccented(sql`${consultationTypes.name}`, term) : undefined,
      query.status === 'active'
        ? isNull(consultationTypes.archivedAt)
        : query.status === 'archived'
          ? isNotNull(consultationTypes.archivedAt)
          : undefined,
    );
    const direction = query.sortOrder === 'asc' ? sql`asc` : sql`desc`;
    const order: Record<AdminTypesQuery['sortBy'], SQL[]> = {
      name: [sql`immutable_unaccent(lower(${consultationTypes.name})) ${direction}`],
      durationMinutes: [sql`${consultationTypes.durationMinutes} ${direction}`],
      createdAt: [sql`${consultationTypes.createdAt} ${direction}`],
      usage: [sql`${appointmentCount} ${direction}`, sql`${adviserCount} ${direction}`],
    };
    const [total] = await db.select({ n: count() }).from(consultationTypes).where(where);
    const rows = await db
      .select({ type: consultationTypes, adviserCount, appointmentCount })
      .from(consultationTypes)
      .where(where)
      .orderBy(...order[query.sortBy], asc(consultationTypes.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return { rows, totalCount: total?.n ?? 0 };
  }

  async function create(auth: ActiveSession, input: TypeInput, ip?: string) {
    try {
      const id = await db.transaction(async (tx) => {
        const row = await insertOne(tx, consultationTypes, input);
        await auditType(tx, { auth, ip }, 'type.create', { after: row });
        return row.id;
      });
      return withUsage(db, id);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  /** Name, colour and duration; existing appointments keep the times they were booked with. */
  async function update(auth: ActiveSession, id: string, input: TypeInput, ip?: string) {
    let lengthChanged = false;
    try {
      await db.transaction(async (tx) => {
        const before = await lockType(tx, id);
        const [after] = await tx
          .update(consultationTypes)
          .set(input)
          .where(eq(consultationTypes.id, id))
          .returning();
        if (!after) throw typeNotFound();
        lengthChanged = before.durationMinutes !== after.durationMinutes;
        await auditType(tx, { auth, ip }, 'type.update', { before, after });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
    if (lengthChanged) await refreshOffering(id);
    return withUsage(db, id);
  }

  /** The next free slot of every adviser offering the type (its length or its archiving changed). */
  async function refreshOffering(typeId: string) {
    const offering = await db
      .select({ adviserId: adviserTopics.adviserId })
      .from(adviserTopics)
      .where(eq(adviserTopics.typeId, typeId));
    await refreshNextFreeSlots(db, clock.now(), { adviserIds: offering.map((row) => row.adviserId) });
  }

  async function setArchived(auth: ActiveSession, id: string, archived: boolean, ip?: string) {
    let changed = false;
    await db.transaction(async (tx) => {
      const before = await lockType(tx, id);
      // Already in the asked state: nothing changes, nothing is logged.
      if (Boolean(before.archivedAt) === archived) return;
      const [after] = await tx
        .update(consultationTypes)
        .set({ archivedAt: archived ? clock.now() : null })
        .where(eq(consultationTypes.id, id))
        .returning();
      if (!after) throw typeNotFound();
      await auditType(tx, { auth, ip }, archived ? 'type.archive' : 'type.unarchive', { before, after });
      changed = true;
    });
    // An archived type offers no slots.
    if (changed) await refreshOffering(id);
    return withUsage(db, id);
  }

  /** Deletes an unused type; one in use answers 409 TYPE_IN_USE (archive it instead). */
  async function remove(auth: ActiveSession, id: string, ip?: string) {
    try {
      await db.transaction(async (tx) => {
        await lockType(tx, id);
        const usage = await withUsage(tx, id);
        if (usage.adviserCount > 0 || usage.appointmentCount > 0) {
          throw inUse(usage.adviserCount, usage.appointmentCount);
        }
        await tx.delete(consultationTypes).where(eq(consultationTypes.id, id));
        await auditType(tx, { auth, ip }, 'type.delete', { before: usage.type });
      });
    } catch (error) {
      // A booking or topic that arrived after the count still holds the type (foreign key, restrict).
      if (isForeignKeyViolation(error)) {
        const usage = await withUsage(db, id);
        throw inUse(usage.adviserCount, usage.appointmentCount);
      }
      throw error;
    }
  }

  // Topic names and offerings are part of the advisers' public pages and search.
  const changes = publishing(deps.events, 'advisers.changed', {});
  return {
    list,
    create,
    update: changes(update),
    setArchived: changes(setArchived),
    remove: changes(remove),
  };
}
