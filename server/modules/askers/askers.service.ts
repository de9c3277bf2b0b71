import type { AskerBillingAddress } from '@common/api/advisers';
import { PAYMENT_REQUIRED_MESSAGE } from '@common/api/subscriptions';
import { extendedExpiry } from '@common/subscription';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { askers, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { type EventPublisher, publishing } from '../../lib/domain-events';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { ActiveSession } from '../auth/sessions';
import { askerPolicy } from './askers.policy';

const askerNotFound = () => notFound('A kérdező nem található.', 'ASKER_NOT_FOUND');

export function createAskerService(deps: {
  db: Database;
  clock: Clock;
  /** True with a real payment provider: then days are bought through checkout, not added directly. */
  paymentRequired?: () => boolean;
  events: EventPublisher;
}) {
  const { db, clock } = deps;

  async function load(userId: string) {
    const [row] = await db
      .select({ asker: askers, user: { id: users.id, name: users.name, email: users.email } })
      .from(askers)
      .innerJoin(users, eq(users.id, askers.userId))
      .where(eq(askers.userId, userId));
    if (!row) throw askerNotFound();
    return row;
  }

  /** An asker's data, for the asker themself or an admin (askerPolicy.canSee). */
  async function read(auth: ActiveSession, userId: string) {
    if (!askerPolicy.canSee(auth.user, userId)) throw forbidden('Csak a saját adatait érheti el.');
    return load(userId);
  }

  /** The caller's own asker row (the billing and subscription calls act on the caller). */
  async function own(auth: ActiveSession) {
    if (!askerPolicy.canManageOwn(auth.user)) {
      throw forbidden('Ez a művelet csak kérdezői fiókkal érhető el.');
    }
    return load(auth.user.id);
  }

  async function updateBilling(auth: ActiveSession, billing: AskerBillingAddress) {
    const { asker } = await own(auth);
    const { name, ...rest } = billing;
    await db
      .update(askers)
      .set({ ...rest, billingName: name })
      .where(eq(askers.id, asker.id));
    return load(auth.user.id);
  }

  /**
   * Extends the subscription by whole days, from the later of now and the current expiry. This is the
   * demo behaviour of SPEC.md §7 (no payment keys set); with a real provider it is 402, and days come
   * only from a completed payment (modules/subscriptions).
   */
  async function extendSubscription(auth: ActiveSession, days: number) {
    const { asker } = await own(auth);
    if (deps.paymentRequired?.()) throw new AppError(402, 'PAYMENT_REQUIRED', PAYMENT_REQUIRED_MESSAGE);
    const now = clock.now();
    const expirationDate = extendedExpiry(asker.expirationDate, now, days);
    await db
      .update(askers)
      .set({ expirationDate, subscriptionStatus: 'active' })
      .where(eq(askers.id, asker.id));
    return load(auth.user.id);
  }

  async function updateProfile(auth: ActiveSession, name: string) {
    await db.update(users).set({ name }).where(eq(users.id, auth.user.id));
  }

  // The name is an adviser's public name too.
  return {
    read,
    updateBilling,
    extendSubscription,
    updateProfile: publishing(deps.events, 'advisers.changed', {})(updateProfile),
  };
}
