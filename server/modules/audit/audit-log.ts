import { type AdminAuditLogQuery, type AuditEntityType, SYSTEM_ACTOR } from '@common/api/admin-audit';
import { isUuid } from '@common/ids';
import { and, count, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  advisers,
  appointments,
  askers,
  auditLog,
  consultationTypes,
  payments,
  subscriptionPackages,
  users,
} from '../../db/schema';
import { selectAuditEntries } from './audit';

/** Whom or what an entry is about, while the record exists. */
export interface AuditSubject {
  name: string;
  userId: string | null;
}

type Entry = typeof auditLog.$inferSelect;

/**
 * The whole audit log for the admin's "Változásnapló": newest first, filtered by actor (an account, or
 * `system` for entries no account made), kind of record, action and time. Each filter has its index
 * (audit_log_actor_idx, _entity_type_idx, _action_idx, _created_idx).
 */
export function createAuditLogService(db: Database) {
  async function list(query: AdminAuditLogQuery) {
    const where = and(
      query.actor === SYSTEM_ACTOR
        ? isNull(auditLog.actorUserId)
        : query.actor
          ? eq(auditLog.actorUserId, query.actor)
          : undefined,
      query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
      query.action ? eq(auditLog.action, query.action) : undefined,
      query.from ? gte(auditLog.createdAt, new Date(query.from)) : undefined,
      query.to ? lt(auditLog.createdAt, new Date(query.to)) : undefined,
    );
    const [total] = await db.select({ n: count() }).from(auditLog).where(where);
    const rows = await selectAuditEntries(db, where)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const subjects = await subjectsOf(
      db,
      rows.map((row) => row.entry),
    );
    return {
      rows: rows.map((row) => ({ ...row, subject: subjects.get(subjectKey(row.entry)) ?? null })),
      totalCount: total?.n ?? 0,
    };
  }

  /** Every account that made at least one entry, by name (the "Ki" filter). */
  function actors() {
    return db
      .select({ id: users.id, name: users.name, email: users.email, role: users.role })
      .from(users)
      .where(inArray(users.id, db.selectDistinct({ id: auditLog.actorUserId }).from(auditLog)))
      .orderBy(users.name, users.id);
  }

  return { list, actors };
}

const subjectKey = (entry: Pick<Entry, 'entityType' | 'entityId'>) => `${entry.entityType}:${entry.entityId}`;

/**
 * The subjects of one page of entries, a query per kind of record present on the page. Records deleted
 * since (a type, a package, an erased adviser's row) have none; the entry still says what changed.
 */
async function subjectsOf(db: Database, entries: Entry[]) {
  const idsOf = (type: AuditEntityType) => [
    ...new Set(entries.filter((e) => e.entityType === type && isUuid(e.entityId)).map((e) => e.entityId)),
  ];
  type SubjectRow = { id: string; name: string; userId?: string | null };
  // Advisers and askers are named by their user account.
  const roleRows = (table: typeof advisers | typeof askers) => (ids: string[]) =>
    db
      .select({ id: table.id, name: users.name, userId: users.id })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(inArray(table.id, ids));
  const lookups: Partial<Record<AuditEntityType, (ids: string[]) => Promise<SubjectRow[]>>> = {
    user: (ids) =>
      db
        .select({ id: users.id, name: users.name, userId: users.id })
        .from(users)
        .where(inArray(users.id, ids)),
    adviser: roleRows(advisers),
    asker: roleRows(askers),
    appointment: async (ids) => {
      const adviserUser = alias(users, 'adviser_user');
      const client = alias(users, 'client_user');
      const rows = await db
        .select({ id: appointments.id, adviser: adviserUser.name, client: client.name })
        .from(appointments)
        .innerJoin(advisers, eq(advisers.id, appointments.adviserId))
        .innerJoin(adviserUser, eq(adviserUser.id, advisers.userId))
        .innerJoin(client, eq(client.id, appointments.clientId))
        .where(inArray(appointments.id, ids));
      return rows.map((row) => ({ id: row.id, name: `${row.adviser} – ${row.client}` }));
    },
    consultation_type: (ids) =>
      db
        .select({ id: consultationTypes.id, name: consultationTypes.name })
        .from(consultationTypes)
        .where(inArray(consultationTypes.id, ids)),
    subscription_package: (ids) =>
      db
        .select({ id: subscriptionPackages.id, name: subscriptionPackages.name })
        .from(subscriptionPackages)
        .where(inArray(subscriptionPackages.id, ids)),
    payment: async (ids) => {
      const rows = await db
        .select({ id: payments.id, packageName: payments.packageName, buyer: users.name, userId: users.id })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .where(inArray(payments.id, ids));
      return rows.map((row) => ({
        id: row.id,
        name: row.buyer ? `${row.buyer} – ${row.packageName}` : row.packageName,
        userId: row.userId,
      }));
    },
  };
  const found = new Map<string, AuditSubject>();
  for (const [type, lookup] of Object.entries(lookups) as [
    AuditEntityType,
    (typeof lookups)[AuditEntityType],
  ][]) {
    const ids = idsOf(type);
    if (ids.length === 0 || !lookup) continue;
    for (const row of await lookup(ids))
      found.set(`${type}:${row.id}`, { name: row.name, userId: row.userId ?? null });
  }
  return found;
}
