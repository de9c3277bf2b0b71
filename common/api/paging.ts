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
