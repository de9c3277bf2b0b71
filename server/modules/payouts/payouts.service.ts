import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payoutAccounts } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { EventPublisher } from '../../lib/domain-events';
import { conflict, notFound } from '../../lib/errors';
import { adviserIdOfUser, adviserNotFound } from '../advisers/advisers.service';
import type { ActiveSession } from '../auth/sessions';
import { refreshNextFreeSlots } from '../schedule/next-free-slot';
import type { PaymentProvider, PayoutAccountState } from '../subscriptions/payment-provider';

/** Where the provider's pages send the adviser back to (web: the adviser's Kifizetések). */
export const PAYOUTS_PAGE = '/tanacsadoi-fiok/kifizetesek';

/**
 * Advisers' payout accounts (issue 38): opened at the payment provider on the adviser's first request,
 * filled in on the provider's hosted onboarding, their state copied from the provider's notifications.
 */
export function createPayoutService(deps: {
  db: Database;
  clock: Clock;
  events: EventPublisher;
  provider: PaymentProvider;
}) {
  const { db, provider } = deps;

  /**
   * Whether the account takes payments decides whether the adviser's priced offers can be booked: their
   * next free slot and the public answers (`acceptsPayments`, the search index) follow at once.
   */
  async function bookabilityMayHaveChanged(adviserIds: string[]) {
    if (adviserIds.length === 0) return;
    await refreshNextFreeSlots(db, deps.clock.now(), { adviserIds });
    deps.events.publish('advisers.changed', {});
  }

  async function adviserOf(auth: ActiveSession) {
    const adviserId = await adviserIdOfUser(db, auth.user.id);
    if (!adviserId) throw adviserNotFound();
    return adviserId;
  }

  async function rowOf(adviserId: string) {
    const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.adviserId, adviserId));
    return row;
  }

  async function mine(auth: ActiveSession) {
    return rowOf(await adviserOf(auth));
  }

  /** The onboarding page's address; the account is opened first if the adviser has none yet. */
  async function onboardingUrl(auth: ActiveSession) {
    const adviserId = await adviserOf(auth);
    let row = await rowOf(adviserId);
    if (!row) {
      // Idempotent at the provider per adviser: two racing first requests get the same account.
      const { accountRef } = await provider.payoutAccounts.create({ adviserId, email: auth.user.email });
      await db
        .insert(payoutAccounts)
        .values({ adviserId, provider: provider.name, accountRef })
        .onConflictDoNothing();
      row = await rowOf(adviserId);
    }
    if (!row) throw new Error('payout account row missing after insert');
    return provider.payoutAccounts.onboardingUrl(row.accountRef, PAYOUTS_PAGE);
  }

  async function dashboardUrl(auth: ActiveSession) {
    const row = await mine(auth);
    if (!row?.detailsSubmitted) {
      throw conflict('Előbb állítsa be a kifizetési fiókját.', 'PAYOUT_ACCOUNT_MISSING');
    }
    return provider.payoutAccounts.dashboardUrl(row.accountRef);
  }

  /** The demo's onboarding, finished: the demo account takes payments and pays out. */
  async function completeDemo(auth: ActiveSession) {
    const adviserId = await adviserOf(auth);
    const [row] = await db
      .update(payoutAccounts)
      .set({ chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, requirementsDue: [] })
      .where(and(eq(payoutAccounts.adviserId, adviserId), eq(payoutAccounts.provider, 'demo')))
      .returning();
    if (!row) throw notFound('Nincs demó kifizetési fiók: kezdje a beállítással.', 'PAYOUT_ACCOUNT_MISSING');
    await bookabilityMayHaveChanged([adviserId]);
    return row;
  }

  /**
   * A provider's notification about an account: applied unless a newer one already was (webhooks may
   * arrive twice or out of order). An account that is not ours changes nothing. Returns whether it applied.
   */
  async function applyState(state: PayoutAccountState) {
    const updated = await db
      .update(payoutAccounts)
      .set({
        chargesEnabled: state.chargesEnabled,
        payoutsEnabled: state.payoutsEnabled,
        detailsSubmitted: state.detailsSubmitted,
        requirementsDue: state.requirementsDue,
        disabledReason: state.disabledReason,
        stateAt: state.at,
      })
      .where(
        and(
          eq(payoutAccounts.provider, provider.name),
          eq(payoutAccounts.accountRef, state.accountRef),
          or(isNull(payoutAccounts.stateAt), lte(payoutAccounts.stateAt, state.at)),
        ),
      )
      .returning({ adviserId: payoutAccounts.adviserId });
    await bookabilityMayHaveChanged(updated.map((row) => row.adviserId));
    return updated.length > 0;
  }

  return { mine, onboardingUrl, dashboardUrl, completeDemo, applyState };
}

export type PayoutService = ReturnType<typeof createPayoutService>;
