import { z } from 'zod';
import { adminOnly, endpoint } from '../contract';
import { consultationTypeSchema } from './advisers';
import { dataAnswer, entitySchema, messageAnswer, nameText, savedAnswer, uuidParams } from './answers';
import { pagedAnswer, pageQuery, searchQuery, sortQuery } from './paging';

/**
 * Consultation types ("típusok") managed by admins: POST /api/tipusok, PUT|DELETE /api/tipusok/{id},
 * archive/unarchive, and the admin list GET /api/admin/types (all types, with how much each is used).
 * The public list (GET /api/tipusok) answers consultationTypeSchema of ./advisers.
 */

export const TYPE_NAME_MAX = 60;
export const TYPE_DURATION_MIN = 5;
export const TYPE_DURATION_MAX = 480;
export const TYPES_PAGE_MAX = 100;

export const typeBody = z.object({
  name: nameText(TYPE_NAME_MAX),
  color: z
    .string({ message: 'A szín megadása kötelező' })
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/, 'A szín #RRGGBB formátumú legyen (pl. #1864ab)')
    .transform((value) => value.toLowerCase()),
  durationMinutes: z
    .number({ message: 'Az időtartam szám legyen (perc)' })
    .int('Az időtartam egész perc legyen')
    .min(TYPE_DURATION_MIN, `Az időtartam legalább ${TYPE_DURATION_MIN} perc`)
    .max(TYPE_DURATION_MAX, `Az időtartam legfeljebb ${TYPE_DURATION_MAX} perc (8 óra)`),
});
export type TypeBody = z.input<typeof typeBody>;

export const TYPE_STATUSES = ['active', 'archived'] as const;
export type TypeStatus = (typeof TYPE_STATUSES)[number];
export const TYPE_SORTS = ['name', 'durationMinutes', 'createdAt', 'usage'] as const;
export type TypeSort = (typeof TYPE_SORTS)[number];

export const adminTypesQuery = z.object({
  search: searchQuery(),
  status: z.enum(TYPE_STATUSES, { message: 'Érvénytelen állapot' }).optional(),
  ...sortQuery(TYPE_SORTS, 'name', 'asc'),
  ...pageQuery(TYPES_PAGE_MAX),
});
export type AdminTypesQuery = z.infer<typeof adminTypesQuery>;

export const adminTypeSchema = entitySchema({
  name: z.string(),
  color: z.string(),
  durationMinutes: z.number(),
  archived: z.boolean(),
  archivedAt: z.string().nullable(),
  /** Advisers offering it (consulting topics). */
  adviserCount: z.number(),
  /** Appointments of this type, of any status. */
  appointmentCount: z.number(),
  createdAt: z.string(),
});
export type AdminType = z.infer<typeof adminTypeSchema>;

const tags = ['tipusok'];
const roles = ['admin'] as const;
const idParams = uuidParams('Érvénytelen típus azonosító');
const one = { 200: savedAnswer(adminTypeSchema) };

/**
 * GET /api/tipusok: the types that can be chosen (public; archived ones hidden). The rest is admins'.
 * Writes under /api/tipusok clear the discovery cache (the onSend hook of server/app.ts).
 */
export const typesApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/tipusok',
    tags,
    summary: 'Tanácsadási típusok (az archiváltak nélkül)',
    responses: { 200: dataAnswer(z.array(consultationTypeSchema)) },
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/api/admin/types',
    ...adminOnly,
    summary: 'Minden tanácsadási típus használati számokkal (szűrés, rendezés, lapozás)',
    query: adminTypesQuery,
    responses: { 200: pagedAnswer(adminTypeSchema) },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/tipusok',
    tags,
    roles,
    summary: 'Új típus (admin)',
    body: typeBody,
    responses: { 201: savedAnswer(adminTypeSchema) },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/tipusok/:id',
    tags,
    roles,
    summary: 'Típus módosítása (admin)',
    params: idParams,
    body: typeBody,
    responses: one,
  }),
  archive: endpoint({
    method: 'POST',
    path: '/api/tipusok/:id/archive',
    tags,
    roles,
    summary: 'Típus archiválása (admin)',
    params: idParams,
    responses: one,
  }),
  unarchive: endpoint({
    method: 'POST',
    path: '/api/tipusok/:id/unarchive',
    tags,
    roles,
    summary: 'Típus visszaállítása (admin)',
    params: idParams,
    responses: one,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/tipusok/:id',
    tags,
    roles,
    summary: 'Típus törlése (admin; használt típus nem törölhető, csak archiválható: 409)',
    params: idParams,
    responses: { 200: messageAnswer },
  }),
};
