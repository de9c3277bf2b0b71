/** TanStack Query keys of the review screens of both areas. */
export const reviewKeys = {
  all: ['reviews'] as const,
  mine: (page: number) => ['reviews', 'mine', page] as const,
  pending: (page: number, appointmentId?: string) =>
    ['reviews', 'pending', page, appointmentId ?? null] as const,
  received: (page: number) => ['reviews', 'received', page] as const,
};

export const REVIEWS_PAGE_SIZE = 10;
