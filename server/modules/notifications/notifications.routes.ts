import { notificationsApi } from '@common/api/notifications';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushSubscriptions } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { route } from '../../lib/route';
import { requireAuth } from '../auth/authenticate';
import { loadChoices, saveChoices } from './preferences';
import { endpointAllowed } from './push-sender';

/** One user's devices: the oldest beyond this are dropped. */
const SUBSCRIPTIONS_PER_USER = 10;

/** Notification choices and Web Push subscriptions of the signed-in user (issue 18). */
export function notificationRoutes(options: { vapidPublicKey: string; allowAnyEndpoint: boolean }) {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    route(app, notificationsApi.preferences, async (request) => ({
      success: true as const,
      data: await loadChoices(app.db, requireAuth(request).user.id),
    }));

    route(app, notificationsApi.savePreferences, async (request) => {
      const auth = requireAuth(request);
      return { success: true as const, data: await saveChoices(app.db, auth.user.id, request.body) };
    });

    route(app, notificationsApi.pushPublicKey, async (request) => {
      requireAuth(request);
      return { success: true as const, data: { publicKey: options.vapidPublicKey } };
    });

    route(app, notificationsApi.subscribePush, async (request, reply) => {
      const auth = requireAuth(request);
      const { endpoint, keys } = request.body;
      if (!endpointAllowed(endpoint, options.allowAnyEndpoint)) {
        throw badRequest('Ez a push-szolgáltatás nem támogatott.', [
          { field: 'body.endpoint', message: 'Ismeretlen push-szolgáltatás' },
        ]);
      }
      const userAgent = (request.headers['user-agent'] ?? '').slice(0, 300);
      await app.db.transaction(async (tx) => {
        // A device that someone else used before now belongs to this user.
        await tx
          .insert(pushSubscriptions)
          .values({ userId: auth.user.id, endpoint, p256dh: keys.p256dh, auth: keys.auth, userAgent })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { userId: auth.user.id, p256dh: keys.p256dh, auth: keys.auth, userAgent },
          });
        const newest = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, auth.user.id))
          .orderBy(desc(pushSubscriptions.createdAt))
          .limit(SUBSCRIPTIONS_PER_USER);
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, auth.user.id), notInArray(pushSubscriptions.id, newest)));
      });
      return reply.code(201).send({ success: true as const });
    });

    route(app, notificationsApi.unsubscribePush, async (request) => {
      const auth = requireAuth(request);
      await app.db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.userId, auth.user.id),
            eq(pushSubscriptions.endpoint, request.body.endpoint),
          ),
        );
      return { success: true as const };
    });
  };
  return plugin;
}
