import type { Role } from '@common/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/errors';
import { isPublicRoute } from './public-routes';
import { type ActiveSession, findSession } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session, or null for a guest (set from the bearer token on every request). */
    auth: ActiveSession | null;
  }
}

const MAX_TOKEN_LENGTH = 200;

/** Reads `Authorization: Bearer <token>` into request.auth. A bad token simply means "guest". */
export function registerAuthentication(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !/^bearer /i.test(header)) return;
    const token = header.slice(7).trim();
    if (!token || token.length > MAX_TOKEN_LENGTH) return;
    request.auth = await findSession(app.db, app.clock.now(), token);
  });
  // Secure by default: every API route outside PUBLIC_ROUTES refuses guests before parsing its body.
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => isPublicRoute(method, route.url))) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), rejectGuest];
  });
}

async function rejectGuest(request: FastifyRequest) {
  requireAuth(request);
}

/** The caller's session, or 401. */
export function requireAuth(request: FastifyRequest): ActiveSession {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The caller's session if their role is one of `roles`; 401 for guests, 403 for other roles. */
export function requireRole(request: FastifyRequest, ...roles: Role[]): ActiveSession {
  const auth = requireAuth(request);
  if (!roles.includes(auth.user.role)) throw forbidden();
  return auth;
}

/** The caller's admin session; 401 for guests, 403 for other roles. */
export function requireAdmin(request: FastifyRequest): ActiveSession {
  return requireRole(request, 'admin');
}

/**
 * An `onRequest` hook for admin only routes: run before the input is validated, so a guest or a
 * non-admin learns nothing from a 400. Add it to a plugin (`app.addHook('onRequest', adminOnly)`) or a route.
 */
export async function adminOnly(request: FastifyRequest) {
  requireAdmin(request);
}
