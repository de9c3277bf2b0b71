import { z } from 'zod';

/**
 * The paged list answer of DESIGN.md §4: one row schema plus page, totalPages and totalCount. Shared so
 * every paged route (and the web app reading it) agrees on the same shape; add extra fields with `.extend`.
 */
export const pagedAnswer = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(item),
    page: z.number(),
    totalPages: z.number(),
    totalCount: z.number(),
  });

/** `?page=&limit=` of a paged list: pages from 1, at most `maxLimit` rows a page (`defaultLimit` unless asked). */
export const pageQuery = (maxLimit: number, defaultLimit = 20) => ({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
});

/** `?sortBy=&sortOrder=` of an admin list: one of its `sorts` (else "Érvénytelen rendezés") and the direction. */
export const sortQuery = <const S extends readonly [string, ...string[]]>(
  sorts: S,
  by: S[number],
  order: 'asc' | 'desc',
) => ({
  sortBy: z.enum(sorts, { message: 'Érvénytelen rendezés' }).default(by),
  sortOrder: z.enum(['asc', 'desc']).default(order),
});

/** `?search=` of a list: the text of its search box. */
export const searchQuery = () =>
  z.string().trim().max(100, 'A keresőszöveg legfeljebb 100 karakter lehet').optional();
