import { sharedKeys } from '@web/api/query-keys';

/** TanStack Query keys of the adviser's own account screens (invalidated after each change). */
export const adviserAccountKeys = {
  all: sharedKeys.adviserAccount,
};
