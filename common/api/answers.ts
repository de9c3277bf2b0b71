import { z } from 'zod';

/*
 * The pieces that recur in the routes' schemas, so every module declares them the same way (and the
 * OpenAPI document describes them alike). Paged lists use `pagedAnswer` of `@common/api/paging`.
 */

/** Path `/:id`: a UUID, else 400 with `message` (which names what the id is of). */
export const uuidParams = (message: string) => z.object({ id: z.string().uuid(message) });

/** Path `/:id` of an adviser. */
export const adviserIdParams = uuidParams('Érvénytelen tanácsadó azonosító');

/** An entity as the API writes it (DESIGN.md §4): `_id` and `id`, the same string, before its own fields. */
export const entitySchema = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ _id: z.string(), id: z.string(), ...shape });

/** `{ success: true }`: a done action with nothing to show. */
export const okAnswer = z.object({ success: z.literal(true) });

/** `{ success: true, data }`: a read or a change the screen confirms without a text. */
export const dataAnswer = <T extends z.ZodTypeAny>(data: T) => z.object({ success: z.literal(true), data });

/** `{ success: true, message, data }`: a change with the text the screen shows and the changed thing. */
export const savedAnswer = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });
