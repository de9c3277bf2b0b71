import type { AdminPackage, AdminSubscription, SubscriptionRowStatus } from '@common/api/admin-billing';
import { daysUntil } from '@common/subscription';
import type { subscriptionPackages } from '../../db/schema';
import type { SubscriptionRow } from './admin-subscriptions.service';

export function presentAdminSubscription(row: SubscriptionRow, now: Date): AdminSubscription {
  const expiration = row.expiration_date ? new Date(row.expiration_date) : null;
  const status: SubscriptionRowStatus = !expiration ? 'none' : expiration > now ? 'active' : 'expired';
  return {
    _id: row.user_id,
    id: row.user_id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    audience: row.audience,
    status,
    expirationDate: expiration?.toISOString() ?? null,
    daysLeft: daysUntil(expiration, now),
    adviserActive: row.audience === 'tanacsado' ? Boolean(row.adviser_active) : null,
    disabled: row.disabled_at !== null,
  };
}

export function presentAdminPackage({
  pkg,
  paymentCount,
}: {
  pkg: typeof subscriptionPackages.$inferSelect;
  paymentCount: number;
}): AdminPackage {
  return {
    _id: pkg.id,
    id: pkg.id,
    name: pkg.name,
    audience: pkg.audience,
    days: pkg.days,
    priceHuf: pkg.priceHuf,
    active: pkg.active,
    paymentCount,
    createdAt: pkg.createdAt.toISOString(),
    updatedAt: pkg.updatedAt.toISOString(),
  };
}
