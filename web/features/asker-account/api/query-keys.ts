/** TanStack Query keys of the asker's own account screens. */
export const askerAccountKeys = {
  all: ['asker-account'] as const,
  asker: (userId: string) => ['asker-account', 'asker', userId] as const,
};
