/** TanStack Query keys of the data that screens of more than one feature show (the modules of web/api). */
export const sharedKeys = {
  /** Root of the keys of the adviser's own account screens (features/adviser-account). */
  adviserAccount: ['adviser-account'] as const,
};
