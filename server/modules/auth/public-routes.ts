/**
 * The API routes a guest may call (a session, when sent, is still read). Every other route under /api
 * needs a live session, checked as the request arrives, before its body is parsed or validated: a guest
 * gets 401 and learns nothing of the route's schema. Roles and ownership are checked by each route.
 * A new public route must be added here, on purpose.
 */
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  // Liveness and readiness, for load balancers and uptime checks (GET /metrics, outside /api, has a
  // bearer token of its own: METRICS_TOKEN).
  'GET /api/health',
  'GET /api/ready',
  'GET /api/openapi.json',
  // Auth steps before a session exists; logout answers the same with or without one.
  'POST /api/auth/register',
  'POST /api/auth/verify-email',
  'POST /api/auth/resend-verification',
  'POST /api/auth/login',
  'POST /api/auth/verify-2fa',
  'POST /api/auth/resend-2fa',
  'POST /api/auth/logout',
  'POST /api/auth/request-password-reset',
  'POST /api/auth/verify-reset-code',
  'POST /api/auth/reset-password',
  // Discovery: only what the public may see (hidden advisers answer 404 to strangers).
  'GET /api/tanacsadok/search',
  'GET /api/tanacsadok/suggestions',
  'GET /api/tanacsadok',
  'GET /api/tanacsadok/public/:id',
  'GET /api/tanacsadok/user/:userId',
  'GET /api/tanacsadok/:id',
  'GET /api/tanacsadok/:id/reviews',
  'GET /api/tanacsadok/:id/available-slots',
  // The booking page shows an offered type's intake questions before the asker signs in to book.
  'GET /api/tanacsadok/:id/intake-questions',
  'GET /api/kerdezok/recommended-experts',
  'GET /api/kerdezok/active-experts-count',
  'GET /api/media/profile/:userId',
  'GET /api/media/gallery/:userId',
  'GET /api/tipusok',
  'GET /api/settings/public',
  'GET /api/settings/legal/:document',
  'GET /api/subscription-packages',
  // Read by calendar apps, authenticated by the secret token in its path.
  'GET /api/calendar-feed/:file',
  // A data export's ZIP, from the link mailed to its owner: the secret token in its path (24 hours).
  'GET /api/account/export/:file',
  // A booking document, by the short-lived signed link handed to its parties and admins (issue 40).
  'GET /api/booking-documents/:id/file',
  // Called by Stripe, authenticated by its signature.
  'POST /api/subscriptions/webhook/stripe',
  'POST /api/payouts/webhook/stripe',
]);

/** Whether a route may be called without a session (Fastify's automatic HEAD follows its GET). */
export function isPublicRoute(method: string, url: string): boolean {
  if (!url.startsWith('/api/') || url === '/api/docs' || url.startsWith('/api/docs/')) return true;
  return PUBLIC_ROUTES.has(`${method === 'HEAD' ? 'GET' : method} ${url}`);
}
