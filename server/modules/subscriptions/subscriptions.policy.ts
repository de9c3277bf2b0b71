import type { Audience } from '@common/api/subscriptions';
import type { Role } from '@common/constants';
import type { Actor } from '../auth/actor';

/**
 * Who has a subscription and who may buy or see what (issue 19, part 4). Pure functions of the acting
 * user, a package or a payment; the subscription service, the expiry job and the admins' subscription
 * screen ask these. The admins' lists and the Stripe webhook are declared on their routes.
 */
export const subscriptionPolicy = {
  /** Has a subscription (buys packages, is reminded, may be adjusted): askers and advisers, never admins. */
  hasSubscription: (role: Role): role is Audience => role === 'kerdezo' || role === 'tanacsado',
  /** Buy a package: a subscriber, of their own audience. */
  canBuy: (actor: Actor, pkg: { audience: Audience }) => pkg.audience === actor.role,
  /** See, finish or cancel a payment: the payer alone (for anybody else it does not exist: 404). */
  canSeePayment: (actor: Actor, payment: { userId: string | null }) => payment.userId === actor.id,
};
