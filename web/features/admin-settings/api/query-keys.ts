/** TanStack Query keys of the admin's platform settings. */
export const adminSettingsKeys = {
  all: ['admin-settings'] as const,
};
