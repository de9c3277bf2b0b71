import type { Asker } from '@common/api/advisers';
import { isAskerBillingComplete } from '@common/api/advisers';
import { daysUntil } from '@common/subscription';
import type { askers, users } from '../../db/schema';

/** The asker's billing data as answers carry it, empty strings for what is missing. */
export function askerBillingOf(asker: typeof askers.$inferSelect): Asker['billingAddress'] {
  return {
    name: asker.billingName ?? '',
    companyName: asker.companyName ?? '',
    country: asker.country ?? '',
    zipCode: asker.zipCode ?? '',
    city: asker.city ?? '',
    address: asker.address ?? '',
    vatNumber: asker.vatNumber ?? '',
  };
}

export function askerStatus(asker: typeof askers.$inferSelect, now: Date) {
  return asker.expirationDate && asker.expirationDate > now ? asker.subscriptionStatus : ('expired' as const);
}

export function presentAsker(
  asker: typeof askers.$inferSelect,
  user: Pick<typeof users.$inferSelect, 'id' | 'name' | 'email'>,
  now: Date,
): Asker {
  const billingAddress = askerBillingOf(asker);
  return {
    _id: asker.id,
    id: asker.id,
    userId: user.id,
    name: user.name,
    email: user.email,
    billingAddress,
    billingComplete: isAskerBillingComplete(billingAddress),
    subscriptionStatus: askerStatus(asker, now),
    expirationDate: asker.expirationDate ? asker.expirationDate.toISOString() : null,
    daysLeft: daysUntil(asker.expirationDate, now),
  };
}
