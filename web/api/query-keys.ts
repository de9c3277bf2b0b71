/** TanStack Query keys of the data that screens of more than one feature show (the modules of web/api). */
export const sharedKeys = {
  /** Root of the keys of the adviser's own account screens (features/adviser-account). */
  adviserAccount: ['adviser-account'] as const,
  /**
   * The signed-in adviser's own profile, shown by the account screens and the calendar. It lies under the
   * account screens' root (`['adviser-account']`), so every change made there reloads it as well.
   */
  myAdviser: (userId: string) => ['adviser-account', 'adviser', userId] as const,
};
