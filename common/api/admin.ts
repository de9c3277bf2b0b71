import { z } from 'zod';
import { adminOnly, endpoint } from '../contract';
import { multiline } from '../text-hygiene';
import { adviserSchema } from './advisers';
import {
  adviserIdParams,
  dataAnswer,
  entitySchema,
  messageAnswer,
  readOrSavedAnswer,
  savedAnswer,
  uuidParams,
} from './answers';
import { nameField, profileSavedAnswer, userSchema } from './auth';
import { pagedAnswer, pageQuery, searchQuery, sortQuery } from './paging';

/** Admin API (/api/admin/*): users, their audit history and the dashboard. */

export const ADMIN_PAGE_MAX = 100;

const page = pageQuery(ADMIN_PAGE_MAX);

export const USER_STATUSES = ['active', 'disabled', 'unverified'] as const;
export const USER_SORTS = ['name', 'email', 'createdAt', 'role'] as const;

export const adminUsersQuery = z.object({
  search: z.string().trim().max(100).optional(),
  role: z.enum(['admin', 'tanacsado', 'kerdezo']).optional(),
  status: z.enum(USER_STATUSES).optional(),
  sortBy: z.enum(USER_SORTS).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  ...page,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const adminUserSchema = userSchema.extend({
  disabledAt: z.string().nullable(),
  status: z.enum(USER_STATUSES),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserDetailSchema = adminUserSchema.extend({
  stats: z.object({
    appointments: z.number(),
    liveSessions: z.number(),
  }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const changeRoleBody = z.object({
  role: z.enum(['admin', 'tanacsado', 'kerdezo'], { message: 'Érvénytelen szerepkör' }),
});

export const auditQuery = z.object({ ...page });

export const auditEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});

export const dashboardSchema = z.object({
  usersByRole: z.object({ admin: z.number(), tanacsado: z.number(), kerdezo: z.number() }),
  activeAdvisers: z.number(),
  bookingsThisWeek: z.number(),
  pendingActivationRequests: z.number(),
  subscriptionsExpiringIn7Days: z.number(),
  /** Bookings made per Budapest calendar day over the last 30 days, oldest first. */
  bookingsPerDay: z.array(z.object({ date: z.string(), count: z.number() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/* Advisers of the admin area (issue 7 §3): list with status filters, the activation queue. */

export const ADVISER_STATUSES = [
  'active',
  'inactive',
  'activation_requested',
  'expired',
  'billing_incomplete',
] as const;
export type AdminAdviserStatus = (typeof ADVISER_STATUSES)[number];
export const ADVISER_SORTS = [
  'name',
  'email',
  'createdAt',
  'expirationDate',
  'activationRequestDate',
  'rating',
] as const;

export const adminAdvisersQuery = z.object({
  search: searchQuery(),
  status: z.enum(ADVISER_STATUSES, { message: 'Érvénytelen állapot' }).optional(),
  ...sortQuery(ADVISER_SORTS, 'createdAt', 'desc'),
  ...page,
});
export type AdminAdvisersQuery = z.infer<typeof adminAdvisersQuery>;

export const adminAdviserSchema = entitySchema({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  /** The expiration date has passed. */
  expired: z.boolean(),
  /** Listed and searchable: active, not expired, account not disabled. */
  visible: z.boolean(),
  disabledAt: z.string().nullable(),
  expirationDate: z.string().nullable(),
  activationRequest: z.boolean(),
  activationRequestDate: z.string().nullable(),
  billingComplete: z.boolean(),
  topicsCount: z.number(),
  rating: z.number(),
  reviewCount: z.number(),
  createdAt: z.string(),
});
export type AdminAdviser = z.infer<typeof adminAdviserSchema>;

export const DECLINE_REASON_MAX = 1000;
export const declineActivationBody = z.object({
  reason: multiline(
    z
      .string({ message: 'Adja meg az elutasítás indokát' })
      .trim()
      .min(3, 'Az indok legalább 3 karakter legyen')
      .max(DECLINE_REASON_MAX, `Az indok legfeljebb ${DECLINE_REASON_MAX} karakter lehet`),
  ),
});

export const adminProfileBody = z.object({
  name: nameField,
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

const userIdParams = uuidParams('Érvénytelen felhasználó azonosító');

/** The user after a change of theirs (with the text to show), or as the drawer reads them. */
const userDetailAnswer = readOrSavedAnswer(adminUserDetailSchema);

/** /api/admin/*: the overview, the users and the admin's own profile (admins only). */
export const adminApi = {
  dashboard: endpoint({
    method: 'GET',
    path: '/api/admin/dashboard',
    ...adminOnly,
    summary: 'Admin áttekintő: számok és a napi foglalások az utolsó 30 napban',
    responses: { 200: dataAnswer(dashboardSchema) },
  }),
  users: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    ...adminOnly,
    summary: 'Felhasználók (keresés, szűrés, rendezés, lapozás)',
    query: adminUsersQuery,
    responses: { 200: pagedAnswer(adminUserSchema) },
  }),
  user: endpoint({
    method: 'GET',
    path: '/api/admin/users/:id',
    ...adminOnly,
    summary: 'Felhasználó részletei',
    params: userIdParams,
    responses: { 200: userDetailAnswer },
  }),
  userAudit: endpoint({
    method: 'GET',
    path: '/api/admin/users/:id/audit',
    ...adminOnly,
    summary: 'A felhasználó (és tanácsadói/kérdezői adatai) változásnaplója',
    params: userIdParams,
    query: auditQuery,
    responses: { 200: pagedAnswer(auditEntrySchema) },
  }),
  disableUser: endpoint({
    method: 'PATCH',
    path: '/api/admin/users/:id/disable',
    ...adminOnly,
    summary: 'Felhasználó letiltása',
    params: userIdParams,
    responses: { 200: userDetailAnswer },
  }),
  enableUser: endpoint({
    method: 'PATCH',
    path: '/api/admin/users/:id/enable',
    ...adminOnly,
    summary: 'Felhasználó engedélyezése',
    params: userIdParams,
    responses: { 200: userDetailAnswer },
  }),
  changeRole: endpoint({
    method: 'PATCH',
    path: '/api/admin/users/:id/role',
    ...adminOnly,
    summary: 'Szerepkör módosítása',
    params: userIdParams,
    body: changeRoleBody,
    responses: { 200: userDetailAnswer },
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/resend-verification',
    ...adminOnly,
    summary: 'Megerősítő kód újraküldése',
    params: userIdParams,
    responses: { 200: messageAnswer },
  }),
  passwordReset: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/password-reset',
    ...adminOnly,
    summary: 'Jelszó-visszaállítási kód küldése',
    params: userIdParams,
    responses: { 200: messageAnswer },
  }),
  eraseUser: endpoint({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    ...adminOnly,
    summary: 'Felhasználó törlése (GDPR: személyes adatok törlése, számlák megőrzése)',
    params: userIdParams,
    responses: { 200: messageAnswer },
  }),
  profile: endpoint({
    method: 'GET',
    path: '/api/admin/profile',
    ...adminOnly,
    summary: 'Az admin saját profilja',
    responses: { 200: dataAnswer(userSchema) },
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/api/admin/profile',
    ...adminOnly,
    summary: 'Az admin saját nevének módosítása',
    body: adminProfileBody,
    responses: { 200: profileSavedAnswer },
  }),
};

/**
 * /api/admin/advisers/*: the adviser list and the activation queue (admins only). Activate, deactivate,
 * create and delete are the /api/tanacsadok calls of SPEC.md §7.
 */
export const adminAdvisersApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/advisers',
    ...adminOnly,
    summary: 'Tanácsadók (állapot szerinti szűrés, keresés, rendezés, lapozás)',
    query: adminAdvisersQuery,
    responses: { 200: pagedAnswer(adminAdviserSchema) },
  }),
  approveActivation: endpoint({
    method: 'POST',
    path: '/api/admin/advisers/:id/approve-activation',
    ...adminOnly,
    summary: 'Aktiválási kérelem jóváhagyása (aktiválás, próbaidő, e-mail)',
    params: adviserIdParams,
    responses: { 200: savedAnswer(adviserSchema) },
  }),
  declineActivation: endpoint({
    method: 'POST',
    path: '/api/admin/advisers/:id/decline-activation',
    ...adminOnly,
    summary: 'Aktiválási kérelem elutasítása indoklással (e-mail)',
    params: adviserIdParams,
    body: declineActivationBody,
    responses: { 200: savedAnswer(adviserSchema) },
  }),
};
