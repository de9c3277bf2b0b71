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

/** The audit entries `where` picks, each with its actor's name, newest first (the admin's histories). */
export function selectAuditEntries(db: Database, where: SQL | undefined) {
  return db
    .select({ entry: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}
