import type { AdminPackagesQuery, AdminSubscriptionsQuery, packageBody } from '@common/api/admin-billing';
import type { Audience } from '@common/api/subscriptions';
import { extendedExpiry, shortenedExpiry } from '@common/subscription';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, insertOne, queryRows } from '../../db/client';
import { advisers, askers, payments, subscriptionPackages, users } from '../../db/schema';
import { containsUnaccented } from '../../db/text-search';
import { type Clock, DAY_MS } from '../../lib/clock';
import { type EventPublisher, publishing } from '../../lib/domain-events';
import { AppError, conflict, notFound } from '../../lib/errors';
import { type AuditEntry, recordAudit, rowAudit } from '../audit/audit';
import type { ActiveSession } from '../auth/sessions';
import { subscriptionPolicy } from '../subscriptions/subscriptions.policy';
import { userNotFound } from './admin-users.service';

type PackageRow = typeof subscriptionPackages.$inferSelect;
type PackageInput = z.output<typeof packageBody>;

/** One subscription of the admin's list: an asker's or an adviser's, keyed by the user. */
export interface SubscriptionRow {
  user_id: string;
  name: string;
  email: string;
  audience: Audience;
  expiration_date: Date | string | null;
  adviser_active: boolean | null;
  disabled_at: Date | string | null;
}

const packageNotFound = () => notFound('Az előfizetési csomag nem található.', 'PACKAGE_NOT_FOUND');

// Qualified by hand: drizzle may print the main table's column unqualified, which inside the
// sub-select would name payments.id.
const paymentCount = sql<number>`(select count(*)::int from ${payments} p where p.package_id = "subscription_packages"."id")`;

/** A package's audit entry keeps what it offers and whether it is offered. */
const auditPackage = rowAudit('subscription_package', (row: PackageRow) => ({
  name: row.name,
  audience: row.audience,
  days: row.days,
  priceHuf: row.priceHuf,
  active: row.active,
}));

/**
 * The admin's "Előfizetések" (issue 7): askers' and advisers' subscriptions in one list, adjusting an
 * expiry by whole days, and the package catalogue. Every change is audited in its own transaction.
 */
export function createAdminSubscriptionsService(deps: {
  db: Database;
  clock: Clock;
  events: EventPublisher;
}) {
  const { db, clock } = deps;

  /** One SELECT per audience (each on its own table and indexes), unioned, then sorted and paged. */
  async function list(query: AdminSubscriptionsQuery) {
    const now = clock.now();
    const at = sql`${now.toISOString()}::timestamptz`;
    const term = query.search?.trim();
    const conditions = (table: 'k' | 'a'): SQL => {
      const date = sql.raw(`${table}.expiration_date`);
      const parts: SQL[] = [sql`true`];
      if (term) {
        parts.push(containsUnaccented(sql`u.name || ' ' || u.email`, term));
      }
      if (query.status === 'active') parts.push(sql`${date} > ${at}`);
      if (query.status === 'expired') parts.push(sql`${date} <= ${at}`);
      if (query.status === 'none') parts.push(sql`${date} is null`);
      if (query.expiringWithinDays !== undefined) {
        const until = new Date(now.getTime() + query.expiringWithinDays * DAY_MS).toISOString();
        parts.push(sql`${date} > ${at} and ${date} <= ${until}::timestamptz`);
      }
      return sql.join(parts, sql` and `);
    };
    const branches: SQL[] = [];
    if (query.audience !== 'tanacsado') {
      branches.push(sql`select u.id as user_id, u.name, u.email, 'kerdezo' as audience, k.expiration_date,
          null::boolean as adviser_active, u.disabled_at
        from ${askers} k join ${users} u on u.id = k.user_id where ${conditions('k')}`);
    }
    if (query.audience !== 'kerdezo') {
      branches.push(sql`select u.id as user_id, u.name, u.email, 'tanacsado' as audience, a.expiration_date,
          a.active as adviser_active, u.disabled_at
        from ${advisers} a join ${users} u on u.id = a.user_id where ${conditions('a')}`);
    }
    const union = sql.join(branches, sql` union all `);
    const direction = sql.raw(query.sortOrder === 'asc' ? 'asc' : 'desc');
    const order: Record<AdminSubscriptionsQuery['sortBy'], SQL> = {
      name: sql`immutable_unaccent(lower(s.name)) ${direction}`,
      email: sql`s.email ${direction}`,
      expirationDate: sql`s.expiration_date ${direction} nulls last`,
      audience: sql`s.audience ${direction}, immutable_unaccent(lower(s.name)) asc`,
    };
    const [total] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${union}) s`);
    const rows = await queryRows<SubscriptionRow>(
      db,
      sql`select * from (${union}) s order by ${order[query.sortBy]}, s.user_id asc
          limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    );
    return { rows, totalCount: Number(total?.n ?? 0), now };
  }

  async function row(executor: Database, userId: string): Promise<SubscriptionRow> {
    const [found] = await executor
      .select({
        user_id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        disabled_at: users.disabledAt,
        askerExpiration: askers.expirationDate,
        adviserExpiration: advisers.expirationDate,
        adviser_active: advisers.active,
      })
      .from(users)
      .leftJoin(askers, eq(askers.userId, users.id))
      .leftJoin(advisers, eq(advisers.userId, users.id))
      .where(eq(users.id, userId));
    if (!found) throw userNotFound();
    const audience: Audience = found.role === 'tanacsado' ? 'tanacsado' : 'kerdezo';
    return {
      user_id: found.user_id,
      name: found.name,
      email: found.email,
      audience,
      expiration_date: audience === 'kerdezo' ? found.askerExpiration : found.adviserExpiration,
      adviser_active: audience === 'tanacsado' ? (found.adviser_active ?? false) : null,
      disabled_at: found.disabled_at,
    };
  }

  /**
   * Extends (days > 0) or shortens (days < 0) a subscription. Extending counts from the later of now
   * and the current expiry (like a purchase); shortening counts back from the current expiry but never
   * before now (the subscription then ends at once). An asker's status follows the new date.
   */
  async function adjust(auth: ActiveSession, userId: string, days: number, ip?: string) {
    const audience = await db.transaction(async (tx) => {
      const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
      if (!user) throw userNotFound();
      if (!subscriptionPolicy.hasSubscription(user.role)) {
        throw new AppError(400, 'NO_SUBSCRIPTION', 'Csak kérdező vagy tanácsadó előfizetése módosítható.');
      }
      const table = user.role === 'kerdezo' ? askers : advisers;
      const [current] = await tx
        .select({ id: table.id, expirationDate: table.expirationDate })
        .from(table)
        .where(eq(table.userId, userId))
        .for('update');
      if (!current) throw userNotFound();
      const now = clock.now();
      const before = current.expirationDate;
      const next = days > 0 ? extendedExpiry(before, now, days) : shortenedExpiry(before, now, -days);
      if (!next) throw conflict('Az előfizetés nem aktív, nincs mit rövidíteni.', 'SUBSCRIPTION_NOT_ACTIVE');
      const status = next > now ? ('active' as const) : ('expired' as const);
      if (user.role === 'kerdezo') {
        await tx
          .update(askers)
          .set({ expirationDate: next, subscriptionStatus: status })
          .where(eq(askers.id, current.id));
      } else {
        await tx.update(advisers).set({ expirationDate: next }).where(eq(advisers.id, current.id));
      }
      await recordAudit(tx, {
        actorUserId: auth.user.id,
        action: 'subscription.adjust',
        entityType: user.role === 'kerdezo' ? 'asker' : 'adviser',
        entityId: current.id,
        before: { expirationDate: before?.toISOString() ?? null },
        after: { expirationDate: next.toISOString(), subscriptionStatus: status, days },
        ip,
      });
      return user.role;
    });
    return { row: await row(db, userId), audience, now: clock.now() };
  }

  /** The chosen column first, then audience, length, price and id, so pages never overlap. */
  function packageOrder(query: AdminPackagesQuery) {
    const direction = query.sortOrder === 'asc' ? asc : desc;
    const first = {
      audience: direction(subscriptionPackages.audience),
      name: direction(sql`immutable_unaccent(lower(${subscriptionPackages.name}))`),
      days: direction(subscriptionPackages.days),
      priceHuf: direction(subscriptionPackages.priceHuf),
    }[query.sortBy];
    return [
      first,
      asc(subscriptionPackages.audience),
      asc(subscriptionPackages.days),
      asc(subscriptionPackages.priceHuf),
      asc(subscriptionPackages.id),
    ];
  }

  async function listPackages(query: AdminPackagesQuery) {
    const where = and(
      query.audience ? eq(subscriptionPackages.audience, query.audience) : undefined,
      query.active ? eq(subscriptionPackages.active, query.active === 'true') : undefined,
    );
    const [total] = await db.select({ n: count() }).from(subscriptionPackages).where(where);
    const rows = await db
      .select({ pkg: subscriptionPackages, paymentCount })
      .from(subscriptionPackages)
      .where(where)
      .orderBy(...packageOrder(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return { rows, totalCount: total?.n ?? 0 };
  }

  async function loadPackage(executor: Database, id: string) {
    const [found] = await executor
      .select({ pkg: subscriptionPackages, paymentCount })
      .from(subscriptionPackages)
      .where(eq(subscriptionPackages.id, id));
    if (!found) throw packageNotFound();
    return found;
  }

  async function createPackage(auth: ActiveSession, input: PackageInput, ip?: string) {
    const id = await db.transaction(async (tx) => {
      const created = await insertOne(tx, subscriptionPackages, input);
      await auditPackage(tx, { auth, ip }, 'package.create', { after: created });
      return created.id;
    });
    return loadPackage(db, id);
  }

  /** Past payments keep the name, days and price they were bought with (copied at checkout). */
  async function updatePackage(auth: ActiveSession, id: string, input: PackageInput, ip?: string) {
    await db.transaction(async (tx) => {
      const before = await lockPackage(tx, id);
      await changePackage(tx, { auth, before, set: input, action: 'package.update', ip });
    });
    return loadPackage(db, id);
  }

  /** The package's row, locked for a change in the transaction. */
  async function lockPackage(tx: Database, id: string) {
    const [row] = await tx
      .select()
      .from(subscriptionPackages)
      .where(eq(subscriptionPackages.id, id))
      .for('update');
    if (!row) throw packageNotFound();
    return row;
  }

  /** Changes a locked package and records the change with the package before and after it. */
  async function changePackage(
    tx: Database,
    change: {
      auth: ActiveSession;
      before: typeof subscriptionPackages.$inferSelect;
      set: Partial<typeof subscriptionPackages.$inferInsert>;
      action: AuditEntry['action'];
      ip: string | undefined;
    },
  ) {
    const { before } = change;
    const [after] = await tx
      .update(subscriptionPackages)
      .set(change.set)
      .where(eq(subscriptionPackages.id, before.id))
      .returning();
    if (!after) throw packageNotFound();
    await auditPackage(tx, change, change.action, { before, after });
  }

  /**
   * Deletes a package nobody paid for; one with payments is kept for the records and made inactive
   * (no longer offered) instead. The row lock waits for a checkout that is inserting a payment for it.
   */
  async function removePackage(auth: ActiveSession, id: string, ip?: string) {
    return db.transaction(async (tx) => {
      const before = await lockPackage(tx, id);
      const [paid] = await tx.select({ n: count() }).from(payments).where(eq(payments.packageId, id));
      if ((paid?.n ?? 0) > 0) {
        await changePackage(tx, { auth, before, set: { active: false }, action: 'package.archive', ip });
        return { archived: true as const };
      }
      await tx.delete(subscriptionPackages).where(eq(subscriptionPackages.id, id));
      await auditPackage(tx, { auth, ip }, 'package.delete', { before });
      return { archived: false as const };
    });
  }

  // An adviser's expiry decides whether they are listed.
  const changes = publishing(deps.events, 'advisers.changed', {});
  return {
    list,
    adjust: changes(adjust),
    listPackages,
    createPackage,
    updatePackage,
    removePackage,
    loadPackage,
  };
}
