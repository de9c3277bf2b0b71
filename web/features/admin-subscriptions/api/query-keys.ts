import { resourceKey } from '@web/lib/endpoint';

/** TanStack Query keys of the admin's subscriptions screen. */
export const adminSubscriptionsKeys = {
  /** The payments tab (GET /api/admin/payments, read by path until the subscriptions module defines it). */
  payments: (query: object) => ['admin-subscriptions', 'payments', query] as const,
};

/** Every read of the screen's three tabs: a change on one of them reloads them all. */
export const subscriptionsScreenKeys = [
  resourceKey('/api/admin/subscriptions'),
  resourceKey('/api/admin/subscription-packages'),
  ['admin-subscriptions'],
];
