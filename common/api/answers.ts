import { z } from 'zod';

/*
 * The pieces that recur in the routes' schemas, so every module declares them the same way (and the
 * OpenAPI document describes them alike). Paged lists use `pagedAnswer` of `@common/api/paging`.
 */

/** The name of a person or a thing (a type, a package): required, trimmed, 2 to `max` characters. */
export const nameText = (max: number) =>
  z
    .string({ message: 'A név megadása kötelező' })
    .trim()
    .min(2, 'A név legalább 2 karakter legyen')
    .max(max, `A név legfeljebb ${max} karakter lehet`);

/** Path `/:id`: a UUID, else 400 with `message` (which names what the id is of). */
export const uuidParams = (message: string) => z.object({ id: z.string().uuid(message) });

/** Path `/:id` of an adviser. */
export const adviserIdParams = uuidParams('Érvénytelen tanácsadó azonosító');

/** An entity as the API writes it (DESIGN.md §4): `_id` and `id`, the same string, before its own fields. */
export const entitySchema = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ _id: z.string(), id: z.string(), ...shape });

/** Path `/:userId`: a user's UUID. */
export const userIdParams = z.object({ userId: z.string().uuid('Érvénytelen felhasználó azonosító') });

/** `{ success: true }`: a done action with nothing to show. */
export const okAnswer = z.object({ success: z.literal(true) });

/** `{ success: true, message }`: a done action with only a text to show (a code was sent, a thing removed). */
export const messageAnswer = z.object({ success: z.literal(true), message: z.string() });

/** `{ success: true, data }`: a read or a change the screen confirms without a text. */
export const dataAnswer = <T extends z.ZodTypeAny>(data: T) => z.object({ success: z.literal(true), data });

/** `{ success: true, message?, data }`: one thing as read (no text) or after a change (with its text). */
export const readOrSavedAnswer = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

/** `{ success: true, ...fields, data: { ...fields } }`: fields SPEC.md names at the top level, in `data` too. */
export const mirroredAnswer = <S extends z.ZodRawShape>(fields: S) =>
  z.object({ success: z.literal(true), ...fields, data: z.object(fields) });

/** `{ success: true, message, data }`: a change with the text the screen shows and the changed thing. */
export const savedAnswer = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });
