import type { AdminAdviser, AdminUser } from '@common/api/admin';
import { isBillingComplete } from '@common/api/advisers';
import { ERASED_USER_NAME } from '@common/constants';
import type { advisers, auditLog, users } from '../../db/schema';
import { billingOf } from '../advisers/advisers.presenter';
import { isListed } from '../advisers/listed';
import type { AuditSubject } from '../audit/audit-log';
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
    actor: entry.actorUserId ? { id: entry.actorUserId, name: row.actorName ?? ERASED_USER_NAME } : null,
    before: entry.before,
    after: entry.after,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** An entry of the whole log ("Változásnapló"), with whom or what it is about. */
export function presentAuditLogEntry(
  row: Parameters<typeof presentAuditEntry>[0] & { subject: AuditSubject | null },
) {
  return { ...presentAuditEntry(row), subject: row.subject };
}

export function presentAuditActor(actor: Pick<typeof users.$inferSelect, 'id' | 'name' | 'email' | 'role'>) {
  return { id: actor.id, name: actor.name, email: actor.email, role: actor.role };
}

/** One row of the admin's adviser list: account state, billing completeness, topics and rating. */
export function presentAdminAdviser(
  row: {
    adviser: typeof advisers.$inferSelect;
    user: Pick<typeof users.$inferSelect, 'id' | 'name' | 'email' | 'disabledAt'>;
    topicsCount: number;
  },
  now: Date,
): AdminAdviser {
  const { adviser, user } = row;
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  return {
    _id: adviser.id,
    id: adviser.id,
    userId: user.id,
    name: user.name,
    email: user.email,
    active: adviser.active,
    expired: adviser.expirationDate !== null && adviser.expirationDate <= now,
    visible: isListed(row, now),
    disabledAt: iso(user.disabledAt),
    expirationDate: iso(adviser.expirationDate),
    activationRequest: adviser.activationRequest,
    activationRequestDate: iso(adviser.activationRequestDate),
    billingComplete: isBillingComplete(billingOf(adviser)),
    topicsCount: row.topicsCount,
    rating: adviser.reviewCount > 0 ? adviser.ratingAverageX100 / 100 : 0,
    reviewCount: adviser.reviewCount,
    createdAt: adviser.createdAt.toISOString(),
  };
}
