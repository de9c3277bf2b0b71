/** TanStack Query keys of the admin's consultations screen. */
export const adminConsultationsKeys = {
  all: ['admin-consultations'] as const,
  list: (query: object) => ['admin-consultations', 'list', query] as const,
  detail: (id: string) => ['admin-consultations', 'detail', id] as const,
};
