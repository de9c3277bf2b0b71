import type { Audience } from '@common/api/subscriptions';

/** TanStack Query keys of the subscription screens (packages, my subscription, my payments). */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  packages: (audience: Audience) => ['subscriptions', 'packages', audience] as const,
  me: ['subscriptions', 'me'] as const,
  payments: (page: number) => ['subscriptions', 'payments', page] as const,
  payment: (id: string) => ['subscriptions', 'payment', id] as const,
};
