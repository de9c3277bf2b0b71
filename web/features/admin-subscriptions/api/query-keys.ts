/** TanStack Query keys of the admin's subscriptions screen. */
export const adminSubscriptionsKeys = {
  all: ['admin-subscriptions'] as const,
  list: (query: object) => ['admin-subscriptions', 'list', query] as const,
  packages: (query: object) => ['admin-subscriptions', 'packages', query] as const,
};
