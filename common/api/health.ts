import { z } from 'zod';
import { endpoint } from '../contract';

/** The shared dependencies and local stores a readiness check names (names only, never their errors). */
export const dependencySchema = z.enum(['database', 'redis', 'storage', 'private-storage', 'smtp']);
export type Dependency = z.infer<typeof dependencySchema>;

export const healthySchema = z.object({
  status: z.literal('ok'),
  /** Shared dependencies that are down while this instance still serves the rest (names only). */
  degraded: z.array(dependencySchema).optional(),
});

export const unreadySchema = z.object({
  status: z.literal('error'),
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  code: z.enum(['NOT_READY', 'SHUTTING_DOWN']),
  /** Which dependencies did not answer in time (names only, never their errors). */
  failing: z.array(dependencySchema),
});

const tags = ['rendszer'];

/** Liveness and readiness, for load balancers and uptime checks (server/modules/health). */
export const healthApi = {
  live: endpoint({
    method: 'GET',
    path: '/api/health',
    tags,
    summary: 'Él-e a folyamat',
    responses: { 200: healthySchema },
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/ready',
    tags,
    summary: 'Kiszolgálásra kész-e a példány',
    responses: { 200: healthySchema, 503: unreadySchema },
  }),
};
