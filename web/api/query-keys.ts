/** TanStack Query keys of the data that screens of more than one feature show (the modules of web/api). */
export const sharedKeys = {
  /** Root of the adviser's appointment lists ("Konzultációk", features/consultations). */
  adviserAppointments: ['consultations'] as const,
  /** Root of the asker's appointment lists ("Tanácsadásaim", features/my-consultations). */
  askerAppointments: ['my-consultations'] as const,
  /** Root of the keys of the adviser's own account screens (features/adviser-account). */
  adviserAccount: ['adviser-account'] as const,
  /**
   * The signed-in adviser's own profile, shown by the account screens and the calendar. It lies under the
   * account screens' root (`['adviser-account']`), so every change made there reloads it as well.
   */
  myAdviser: (userId: string) => ['adviser-account', 'adviser', userId] as const,
};

/** After a change to an appointment, whichever side's list is shown loads again. */
export const appointmentListKeys = [sharedKeys.adviserAppointments, sharedKeys.askerAppointments] as const;
