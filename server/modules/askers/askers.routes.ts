import {
  askerBillingAddressView,
  askerBillingBody,
  askerProfileBody,
  askerSchema,
  extendSubscriptionBody,
  recommendedExpertSchema,
} from '@common/api/advisers';
import { dataAnswer } from '@common/api/answers';
import { profileSavedAnswer } from '@common/api/auth';
import { DEFAULT_RECOMMENDED_EXPERTS_LIMIT } from '@common/constants';
import { messages } from '@common/messages';
import { count, desc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { advisers } from '../../db/schema';
import { loadAdviserRecords } from '../advisers/advisers.service';
import { listedAdviser } from '../advisers/listed';
import { presentProfileSaved } from '../auth/auth.presenter';
import { requireAuth } from '../auth/authenticate';
import { loadSignedInUserView } from '../users/users.service';
import { askerStatus, presentAsker } from './askers.presenter';
import { createAskerService } from './askers.service';

const tags = ['kerdezok'];
const billingAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  billingAddress: askerBillingAddressView,
  data: z.object({ billingAddress: askerBillingAddressView }),
});

/** SPEC.md §7 "Askers". */
export const askerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAskerService({
    db: app.db,
    clock: app.clock,
    paymentRequired: () => app.payments.name !== 'demo',
  });
  const now = () => app.clock.now();

  app.get(
    '/api/kerdezok/user/:userId',
    {
      schema: {
        tags,
        summary: 'Kérdező adatai',
        params: z.object({ userId: z.string().uuid('Érvénytelen felhasználó azonosító') }),
        response: { 200: dataAnswer(askerSchema) },
      },
    },
    async (request) => {
      const { asker, user } = await service.read(requireAuth(request), request.params.userId);
      return { success: true as const, data: presentAsker(asker, user, now()) };
    },
  );

  // Both paths of SPEC.md §7 do the same: the caller's billing data.
  for (const url of ['/api/kerdezok/billing-address', '/api/kerdezok/billing-address/kerdezo']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Számlázási adatok mentése',
          body: askerBillingBody,
          response: { 200: billingAnswer },
        },
      },
      async (request) => {
        const { asker, user } = await service.updateBilling(
          requireAuth(request),
          request.body.billingAddress,
        );
        const { billingAddress } = presentAsker(asker, user, now());
        return {
          success: true as const,
          message: messages.askers.billingSaved,
          billingAddress,
          data: { billingAddress },
        };
      },
    );
  }

  app.post(
    '/api/kerdezok/extend-subscription',
    {
      schema: {
        tags,
        summary: 'Előfizetés meghosszabbítása',
        body: extendSubscriptionBody,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            expirationDate: z.string(),
            subscriptionStatus: z.enum(['active', 'expired']),
            data: askerSchema,
          }),
        },
      },
    },
    async (request) => {
      const { asker, user } = await service.extendSubscription(requireAuth(request), request.body.days);
      return {
        success: true as const,
        message: messages.askers.subscriptionExtended(request.body.days),
        expirationDate: asker.expirationDate?.toISOString() ?? '',
        subscriptionStatus: askerStatus(asker, now()),
        data: presentAsker(asker, user, now()),
      };
    },
  );

  app.post(
    '/api/kerdezok/profil',
    {
      schema: {
        tags,
        summary: 'Profil adatok mentése',
        body: askerProfileBody,
        response: { 200: profileSavedAnswer },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await service.updateProfile(auth, request.body.name);
      return presentProfileSaved(await loadSignedInUserView(app.db, auth.user.id), now());
    },
  );

  app.get(
    '/api/kerdezok/recommended-experts',
    {
      schema: {
        tags,
        summary: 'Ajánlott szakértők',
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(24).default(DEFAULT_RECOMMENDED_EXPERTS_LIMIT),
        }),
        response: { 200: dataAnswer(z.array(recommendedExpertSchema)) },
      },
    },
    async (request) => {
      const rows = await app.db
        .select({ id: advisers.id })
        .from(advisers)
        .where(listedAdviser(now()))
        .orderBy(
          sql`${advisers.ratingAverageX100} desc nulls last`,
          sql`${advisers.reviewCount} desc nulls last`,
          desc(advisers.createdAt),
        )
        .limit(request.query.limit);
      const records = await loadAdviserRecords(
        app.db,
        rows.map((r) => r.id),
      );
      return {
        success: true as const,
        data: records.map((r) => ({
          _id: r.adviser.id,
          id: r.adviser.id,
          name: r.user.name,
          specialization: r.topics[0]?.name ?? '',
          rating: r.adviser.reviewCount > 0 ? r.adviser.ratingAverageX100 / 100 : 0,
          reviewCount: r.adviser.reviewCount,
          // Visible advisers only: their images are public.
          avatar: r.avatar
            ? app.mediaUrls.image(r.avatar.thumbnailPath ?? r.avatar.path, true, { absolute: true })
            : null,
          consultingAreas: r.topics.map((t) => ({ name: t.name, color: t.color })),
        })),
      };
    },
  );

  app.get(
    '/api/kerdezok/active-experts-count',
    {
      schema: {
        tags,
        summary: 'Aktív szakértők száma',
        response: {
          200: z.object({
            success: z.literal(true),
            count: z.number(),
            data: z.object({ count: z.number() }),
          }),
        },
      },
    },
    async () => {
      const [row] = await app.db.select({ n: count() }).from(advisers).where(listedAdviser(now()));
      const total = row?.n ?? 0;
      return { success: true as const, count: total, data: { count: total } };
    },
  );
};
