import { reviewsApi } from '@common/api/reviews';
import { messages } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentPage } from '../../lib/paging';
import { route } from '../../lib/route';
import { requireAuth } from '../auth/authenticate';
import {
  presentAdminReview,
  presentMyReview,
  presentPendingReview,
  presentPublicReview,
  presentReceivedReview,
  presentSummary,
  type ReviewRow,
} from './reviews.presenter';
import { reviewWindowEnd } from './reviews.service';

/**
 * Reviews (issue 8 §4): askers write and edit theirs, advisers read and answer what they received,
 * everyone reads an adviser's visible reviews. Every change recounts the adviser's rating and clears
 * the discovery cache, so search order, cards and profiles show it at once.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reviews;
  const now = () => app.clock.now();
  const mine = (row: ReviewRow) => presentMyReview(row, reviewWindowEnd(row.appointment.endTime), now());

  route(app, reviewsApi.create, async (request, reply) => {
    const row = await service.create(requireAuth(request), request.body);
    return reply
      .code(201)
      .send({ success: true as const, message: messages.reviews.created, data: mine(row) });
  });

  route(app, reviewsApi.update, async (request) => {
    const row = await service.update(requireAuth(request), request.params.id, request.body);
    return { success: true as const, message: messages.reviews.updated, data: mine(row) };
  });

  route(app, reviewsApi.mine, async (request) =>
    presentPage(request.query, await service.mine(requireAuth(request), request.query), mine),
  );

  route(app, reviewsApi.pending, async (request) => {
    const found = await service.pending(requireAuth(request), request.query);
    return presentPage(request.query, found, (row) =>
      presentPendingReview(row, reviewWindowEnd(row.appointment.endTime)),
    );
  });

  route(app, reviewsApi.received, async (request) => {
    const result = await service.received(requireAuth(request), request.query);
    return {
      ...presentPage(request.query, result, presentReceivedReview),
      summary: presentSummary(result.distribution),
    };
  });

  route(app, reviewsApi.reply, async (request) => {
    const row = await service.reply(requireAuth(request), request.params.id, request.body.reply);
    return { success: true as const, message: messages.reviews.replied, data: presentReceivedReview(row) };
  });

  route(app, reviewsApi.ofAdviser, async (request) => {
    const result = await service.publicList(request.auth, request.params.id, request.query);
    return {
      ...presentPage(request.query, result, presentPublicReview),
      summary: presentSummary(result.distribution),
    };
  });
};

/** /api/admin/reviews/*: admin only (guests 401, other roles 403, before any input is read). */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reviews;

  route(app, reviewsApi.adminList, async (request) =>
    presentPage(request.query, await service.adminList(request.query), presentAdminReview),
  );

  route(app, reviewsApi.hide, async (request) => {
    const row = await service.setHidden(
      requireAuth(request),
      request.params.id,
      true,
      request.body.reason,
      request.ip,
    );
    return { success: true as const, message: messages.reviews.hidden, data: presentAdminReview(row) };
  });

  route(app, reviewsApi.unhide, async (request) => {
    const row = await service.setHidden(requireAuth(request), request.params.id, false, null, request.ip);
    return { success: true as const, message: messages.reviews.unhidden, data: presentAdminReview(row) };
  });
};
