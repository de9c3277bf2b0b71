import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors';
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
