/** TanStack Query keys of the asker's consultations screen. */
export const myConsultationsKeys = {
  all: ['my-consultations'] as const,
  list: (startDate: string, endDate: string) => ['my-consultations', 'list', startDate, endDate] as const,
};
