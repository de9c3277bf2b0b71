import { resourceKey } from '@web/lib/endpoint';

/** Every read of the screen's three tabs: a change on one of them reloads them all. */
export const subscriptionsScreenKeys = [
  resourceKey('/api/admin/subscriptions'),
  resourceKey('/api/admin/subscription-packages'),
  resourceKey('/api/admin/payments'),
];
