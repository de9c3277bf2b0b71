import type { AuditAction, AuditEntityType } from '@common/api/admin-audit';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export interface AuditEntry {
  actorUserId: string | null;
  /** One of the named actions: the histories show each in Hungarian (common/api/admin-audit.ts). */
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  before?: unknown;
  after?: unknown;
  ip?: string | undefined;
}

/** Records an administrative change; call it inside the transaction of the change itself. */
export async function recordAudit(tx: Database, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}

/** Who makes a change, and from where (the request's address). */
export interface AuditActor {
  auth: { user: { id: string } };
  ip: string | undefined;
}

/**
 * The audit entries of one kind of row: each keeps `snapshot` of the row before and/or after the change
 * and names the row by its id. Call it inside the transaction of the change, as {@link recordAudit}.
 */
export function rowAudit<Row extends { id: string }>(
  entityType: AuditEntityType,
  snapshot: (row: Row) => unknown,
) {
  return (
    tx: Database,
    actor: AuditActor,
    action: AuditAction,
    change: { before: Row; after?: Row } | { before?: undefined; after: Row },
  ) =>
    recordAudit(tx, {
      actorUserId: actor.auth.user.id,
      action,
      entityType,
      entityId: (change.before ?? change.after)!.id,
      before: change.before && snapshot(change.before),
      after: change.after && snapshot(change.after),
      ip: actor.ip,
    });
}

/** The audit entries `where` picks, each with its actor's name, newest first (the admin's histories). */
export function selectAuditEntries(db: Database, where: SQL | undefined) {
  return db
    .select({ entry: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}
