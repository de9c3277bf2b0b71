import type { Asker } from '@common/api/advisers';
import { isBillingComplete } from '@common/api/advisers';
import { daysUntil } from '@common/subscription';
import type { askers, users } from '../../db/schema';
import { billingOf } from '../advisers/advisers.presenter';

export function askerStatus(asker: typeof askers.$inferSelect, now: Date) {
  return asker.expirationDate && asker.expirationDate > now ? asker.subscriptionStatus : ('expired' as const);
}

export function presentAsker(
  asker: typeof askers.$inferSelect,
  user: Pick<typeof users.$inferSelect, 'id' | 'name' | 'email'>,
  now: Date,
): Asker {
  const billingAddress = billingOf(asker);
  return {
    _id: asker.id,
    id: asker.id,
    userId: user.id,
    name: user.name,
    email: user.email,
    billingAddress,
    billingComplete: isBillingComplete(billingAddress),
    subscriptionStatus: askerStatus(asker, now),
    expirationDate: asker.expirationDate ? asker.expirationDate.toISOString() : null,
    daysLeft: daysUntil(asker.expirationDate, now),
  };
}
