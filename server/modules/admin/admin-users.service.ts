import type { AdminUsersQuery } from '@common/api/admin';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advisers, appointments, askers, auditLog, sessions, users } from '../../db/schema';
import { containsUnaccented } from '../../db/text-search';
import type { Clock } from '../../lib/clock';
import type { EventPublisher } from '../../lib/domain-events';
import { conflict, notFound } from '../../lib/errors';
import { type AuditEntry, recordAudit, selectAuditEntries } from '../audit/audit';
import type { ActiveSession } from '../auth/sessions';
import { revokeUserSessions } from '../auth/sessions';
import type { ErasureService } from '../erasure/erasure.service';
import { defaultBookingSettings } from '../settings/settings.service';
import { loadUserView } from '../users/users.service';
import { adminUserPolicy } from './admin-users.policy';

export const userNotFound = () => notFound('A felhasználó nem található.', 'USER_NOT_FOUND');

type Role = 'admin' | 'tanacsado' | 'kerdezo';

export interface AdminUsersDeps {
  db: Database;
  clock: Clock;
  /** Auth flows reused by the admin: a new verification code, a password-reset code. */
  resendVerification(email: string): Promise<void>;
  requestPasswordReset(email: string): Promise<void>;
  /** GDPR erasure, shared with adviser deletion. */
  erasure: ErasureService;
  events: EventPublisher;
}

// Names sort as a Hungarian reader expects (Á with A), not by byte value.
const SORT_COLUMNS = {
  name: sql`immutable_unaccent(lower(${users.name}))`,
  email: users.email,
  createdAt: users.createdAt,
  role: users.role,
} as const;

/** The user accounts screen of the admin area (issue 7 §2); every change is audited in its transaction. */
export function createAdminUsersService(deps: AdminUsersDeps) {
  const { db, clock } = deps;

  function statusFilter(status: AdminUsersQuery['status']): SQL | undefined {
    if (status === 'disabled') return isNotNull(users.disabledAt);
    if (status === 'unverified') return and(isNull(users.disabledAt), isNull(users.emailVerifiedAt));
    if (status === 'active') return and(isNull(users.disabledAt), isNotNull(users.emailVerifiedAt));
    return undefined;
  }

  async function list(query: AdminUsersQuery) {
    const term = query.search?.trim();
    const where = and(
      term ? containsUnaccented(sql`${users.name} || ' ' || ${users.email}`, term) : undefined,
      query.role ? eq(users.role, query.role) : undefined,
      statusFilter(query.status),
    );
    const column = SORT_COLUMNS[query.sortBy];
    const order = query.sortOrder === 'asc' ? asc(column) : desc(column);
    const [total] = await db.select({ n: count() }).from(users).where(where);
    const rows = await db
      .select({ user: users, adviser: advisers, asker: askers })
      .from(users)
      .leftJoin(advisers, eq(advisers.userId, users.id))
      .leftJoin(askers, eq(askers.userId, users.id))
      .where(where)
      .orderBy(order, asc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return { rows, totalCount: total?.n ?? 0 };
  }

  async function detail(id: string) {
    const view = await loadUserView(db, id);
    if (!view) throw userNotFound();
    const [booked] = await db
      .select({ n: count() })
      .from(appointments)
      .leftJoin(advisers, eq(advisers.id, appointments.adviserId))
      .where(or(eq(appointments.clientId, id), eq(advisers.userId, id)));
    const now = clock.now();
    const [live] = await db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
    return { view, stats: { appointments: booked?.n ?? 0, liveSessions: live?.n ?? 0 } };
  }

  async function load(id: string) {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    if (!user) throw userNotFound();
    return user;
  }

  /** An admin cannot lock themself out, and the platform never loses its last working admin. */
  async function assertNotSelfOrLastAdmin(
    auth: ActiveSession,
    target: typeof users.$inferSelect,
    what: string,
  ) {
    if (!adminUserPolicy.canLockOut(auth.user, target)) {
      throw conflict(`Saját fiókját nem ${what}.`, 'SELF_PROTECTED');
    }
    if (!adminUserPolicy.isActiveAdmin(target)) return;
    const [others] = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), ne(users.id, target.id)));
    if (!adminUserPolicy.keepsAnAdmin(target, others?.n ?? 0)) {
      throw conflict(`Az utolsó aktív adminisztrátort nem ${what}.`, 'LAST_ADMIN');
    }
  }

  async function setDisabled(auth: ActiveSession, id: string, disabled: boolean, ip?: string) {
    const target = await load(id);
    if (disabled) await assertNotSelfOrLastAdmin(auth, target, 'tilthatja le');
    await db.transaction(async (tx) => {
      const now = clock.now();
      await tx
        .update(users)
        .set({ disabledAt: disabled ? now : null })
        .where(eq(users.id, id));
      if (disabled) await revokeUserSessions(tx, now, id);
      await recordAudit(tx, {
        actorUserId: auth.user.id,
        action: disabled ? 'user.disable' : 'user.enable',
        entityType: 'user',
        entityId: id,
        before: { disabledAt: target.disabledAt?.toISOString() ?? null },
        after: { disabledAt: disabled ? now.toISOString() : null },
        ip,
      });
    });
    if (disabled) deps.events.publish('sessions.revoked', { userId: id });
    // A disabled adviser is no longer listed.
    deps.events.publish('advisers.changed', {});
    return detail(id);
  }

  /** A new role; the adviser or asker row it needs is created (an old one is kept, not deleted). */
  async function changeRole(auth: ActiveSession, id: string, role: Role, ip?: string) {
    const target = await load(id);
    if (target.role === role) return detail(id);
    await assertNotSelfOrLastAdmin(auth, target, 'fokozhatja le');
    await db.transaction(async (tx) => {
      const now = clock.now();
      await tx.update(users).set({ role }).where(eq(users.id, id));
      if (role === 'tanacsado') {
        await tx
          .insert(advisers)
          .values({ userId: id, ...(await defaultBookingSettings(tx)) })
          .onConflictDoNothing({ target: advisers.userId });
      }
      if (role === 'kerdezo') {
        await tx.insert(askers).values({ userId: id }).onConflictDoNothing({ target: askers.userId });
      }
      // The open sessions were issued for the old role: the user signs in again.
      await revokeUserSessions(tx, now, id);
      await recordAudit(tx, {
        actorUserId: auth.user.id,
        action: 'user.role',
        entityType: 'user',
        entityId: id,
        before: { role: target.role },
        after: { role },
        ip,
      });
    });
    deps.events.publish('sessions.revoked', { userId: id });
    deps.events.publish('advisers.changed', {});
    return detail(id);
  }

  /** A code mailed to an enabled user by the auth service (`send`), audited as `action`. */
  async function mailCode(
    auth: ActiveSession,
    id: string,
    ip: string | undefined,
    action: AuditEntry['action'],
    send: (email: string) => Promise<unknown>,
    check: (target: Awaited<ReturnType<typeof load>>) => void = () => {},
  ) {
    const target = await load(id);
    check(target);
    if (target.disabledAt) throw conflict('Letiltott fióknak nem küldhető kód.', 'USER_DISABLED');
    await send(target.email);
    await recordAudit(db, { actorUserId: auth.user.id, action, entityType: 'user', entityId: id, ip });
  }

  async function resendVerification(auth: ActiveSession, id: string, ip?: string) {
    await mailCode(auth, id, ip, 'user.resend_verification', deps.resendVerification, (target) => {
      if (target.emailVerifiedAt) throw conflict('Az e-mail cím már meg van erősítve.', 'ALREADY_VERIFIED');
    });
  }

  async function triggerPasswordReset(auth: ActiveSession, id: string, ip?: string) {
    await mailCode(auth, id, ip, 'user.password_reset', deps.requestPasswordReset);
  }

  /**
   * GDPR erasure (the erasure module does it, shared with adviser deletion). The account row stays
   * pseudonymised: appointments, invoices and payments refer to it and must be kept.
   */
  async function erase(auth: ActiveSession, id: string, ip?: string) {
    const target = await load(id);
    await assertNotSelfOrLastAdmin(auth, target, 'törölheti');
    await deps.erasure.erase(auth, id, {
      audit: { action: 'user.erase', entityType: 'user', entityId: id },
      ip,
    });
  }

  /** The audit history of a user and of their adviser row, newest first. */
  async function audit(id: string, page: number, limit: number) {
    const view = await loadUserView(db, id);
    if (!view) throw userNotFound();
    const entityIds = [id, view.adviser?.id, view.asker?.id].filter((v): v is string => Boolean(v));
    const where = sql`${auditLog.entityId} in (${sql.join(
      entityIds.map((v) => sql`${v}`),
      sql`, `,
    )})`;
    const [total] = await db.select({ n: count() }).from(auditLog).where(where);
    const rows = await selectAuditEntries(db, where)
      .limit(limit)
      .offset((page - 1) * limit);
    return { rows, totalCount: total?.n ?? 0 };
  }

  /** The admin's own name (their "Profil" screen); audited like every admin change. */
  async function updateOwnName(auth: ActiveSession, name: string, ip?: string) {
    const target = await load(auth.user.id);
    if (target.name === name) return;
    await db.transaction(async (tx) => {
      await tx.update(users).set({ name }).where(eq(users.id, target.id));
      await recordAudit(tx, {
        actorUserId: auth.user.id,
        action: 'user.profile',
        entityType: 'user',
        entityId: target.id,
        before: { name: target.name },
        after: { name },
        ip,
      });
    });
  }

  return {
    list,
    detail,
    setDisabled,
    changeRole,
    resendVerification,
    triggerPasswordReset,
    erase,
    audit,
    updateOwnName,
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
