import { sharedKeys } from '@web/api/query-keys';

/** TanStack Query keys of the adviser's own account screens (invalidated after each change). */
export const adviserAccountKeys = {
  all: sharedKeys.adviserAccount,
  profileImage: (userId: string) => ['adviser-account', 'profile-image', userId] as const,
  gallery: (userId: string) => ['adviser-account', 'gallery', userId] as const,
};
