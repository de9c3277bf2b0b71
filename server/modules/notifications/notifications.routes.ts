import {
  notificationChoicesBody,
  notificationChoicesSchema,
  pushSubscriptionBody,
  pushUnsubscribeBody,
} from '@common/api/notifications';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pushSubscriptions } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { dataAnswer, okAnswer } from '@common/api/answers';
import { requireAuth } from '../auth/authenticate';
import { loadChoices, saveChoices } from './preferences';
import { endpointAllowed } from './push-sender';

const tags = ['ertesitesek'];
const choicesAnswer = dataAnswer(notificationChoicesSchema);
/** One user's devices: the oldest beyond this are dropped. */
const SUBSCRIPTIONS_PER_USER = 10;

/** Notification choices and Web Push subscriptions of the signed-in user (issue 18). */
export function notificationRoutes(options: { vapidPublicKey: string; allowAnyEndpoint: boolean }) {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/api/notifications/preferences',
      { schema: { tags, summary: 'Értesítési beállítások', response: { 200: choicesAnswer } } },
      async (request) => ({
        success: true as const,
        data: await loadChoices(app.db, requireAuth(request).user.id),
      }),
    );

    app.put(
      '/api/notifications/preferences',
      {
        schema: {
          tags,
          summary: 'Értesítési beállítások mentése (eseményenként e-mail és push)',
          body: notificationChoicesBody,
          response: { 200: choicesAnswer },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        return { success: true as const, data: await saveChoices(app.db, auth.user.id, request.body) };
      },
    );

    app.get(
      '/api/push/public-key',
      {
        schema: {
          tags,
          summary: 'A push-értesítések nyilvános VAPID kulcsa',
          response: {
            200: z.object({ success: z.literal(true), data: z.object({ publicKey: z.string() }) }),
          },
        },
      },
      async (request) => {
        requireAuth(request);
        return { success: true as const, data: { publicKey: options.vapidPublicKey } };
      },
    );

    app.post(
      '/api/push/subscriptions',
      {
        schema: {
          tags,
          summary: 'Push-értesítések bekapcsolása ezen az eszközön',
          body: pushSubscriptionBody,
          response: { 201: okAnswer },
        },
      },
      async (request, reply) => {
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
      },
    );

    app.delete(
      '/api/push/subscriptions',
      {
        schema: {
          tags,
          summary: 'Push-értesítések kikapcsolása ezen az eszközön',
          body: pushUnsubscribeBody,
          response: { 200: okAnswer },
        },
      },
      async (request) => {
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
      },
    );
  };
  return plugin;
}
