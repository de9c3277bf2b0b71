import { askersApi } from '@common/api/askers';
import { messages } from '@common/messages';
import { count, desc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advisers } from '../../db/schema';
import { route } from '../../lib/route';
import { loadAdviserRecords } from '../advisers/advisers.service';
import { listedAdviser } from '../advisers/listed';
import { presentProfileSaved } from '../auth/auth.presenter';
import { requireAuth } from '../auth/authenticate';
import { loadSignedInUserView } from '../users/users.service';
import { askerStatus, presentAsker } from './askers.presenter';

/** SPEC.md §7 "Askers". */
export const askerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.askers;
  const now = () => app.clock.now();

  route(app, askersApi.asker, async (request) => {
    const { asker, user } = await service.read(requireAuth(request), request.params.userId);
    return { success: true as const, data: presentAsker(asker, user, now()) };
  });

  // Both paths of SPEC.md §7 do the same: the caller's billing data.
  for (const saveBilling of [askersApi.saveBilling, askersApi.saveBillingKerdezo]) {
    route(app, saveBilling, async (request) => {
      const { asker, user } = await service.updateBilling(requireAuth(request), request.body.billingAddress);
      const { billingAddress } = presentAsker(asker, user, now());
      return {
        success: true as const,
        message: messages.askers.billingSaved,
        billingAddress,
        data: { billingAddress },
      };
    });
  }

  route(app, askersApi.extendSubscription, async (request) => {
    const { asker, user } = await service.extendSubscription(requireAuth(request), request.body.days);
    return {
      success: true as const,
      message: messages.askers.subscriptionExtended(request.body.days),
      expirationDate: asker.expirationDate?.toISOString() ?? '',
      subscriptionStatus: askerStatus(asker, now()),
      data: presentAsker(asker, user, now()),
    };
  });

  route(app, askersApi.saveProfile, async (request) => {
    const auth = requireAuth(request);
    await service.updateProfile(auth, request.body.name);
    return presentProfileSaved(await loadSignedInUserView(app.db, auth.user.id), now());
  });

  route(app, askersApi.recommendedExperts, async (request) => {
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
  });

  route(app, askersApi.activeExpertsCount, async () => {
    const [row] = await app.db.select({ n: count() }).from(advisers).where(listedAdviser(now()));
    const total = row?.n ?? 0;
    return { success: true as const, count: total, data: { count: total } };
  });
};
