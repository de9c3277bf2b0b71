import { z } from 'zod';
import { userSchema } from './auth';

/** Admin API (/api/admin/*): users, their audit history and the dashboard. */

export const ADMIN_PAGE_MAX = 100;

const page = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(20),
};

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
