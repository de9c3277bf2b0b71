import type { AdminUser } from '@common/api/admin';
import type { auditLog } from '../../db/schema';
import { presentUser, type UserView } from '../users/users.presenter';

export function presentAdminUser(view: UserView, now: Date): AdminUser {
  const { user } = view;
  const status = user.disabledAt ? 'disabled' : user.emailVerifiedAt ? 'active' : 'unverified';
  return { ...presentUser(view, now), disabledAt: user.disabledAt?.toISOString() ?? null, status };
}

export function presentAuditEntry(row: { entry: typeof auditLog.$inferSelect; actorName: string | null }) {
  const { entry } = row;
  return {
    id: entry.id,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    actor: entry.actorUserId ? { id: entry.actorUserId, name: row.actorName ?? 'Törölt felhasználó' } : null,
    before: entry.before,
    after: entry.after,
    createdAt: entry.createdAt.toISOString(),
  };
}
