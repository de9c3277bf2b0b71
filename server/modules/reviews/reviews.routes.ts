import { pagedAnswer } from '@common/api/paging';
import {
  adminReviewSchema,
  adminReviewsQuery,
  createReviewBody,
  hideReviewBody,
  myReviewSchema,
  pendingReviewSchema,
  pendingReviewsQuery,
  publicReviewSchema,
  receivedReviewSchema,
  replyReviewBody,
  reviewSummarySchema,
  reviewsPageQuery,
  updateReviewBody,
} from '@common/api/reviews';
import { messages } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentPage } from '../../lib/paging';
import { adviserIdParams, savedAnswer, uuidParams } from '@common/api/answers';
import { adminOnly, requireAdmin, requireRole } from '../auth/authenticate';
import {
  presentAdminReview,
  presentMyReview,
  presentPendingReview,
  presentPublicReview,
  presentReceivedReview,
  presentSummary,
  type ReviewRow,
} from './reviews.presenter';
import { createReviewService, reviewWindowEnd } from './reviews.service';

const tags = ['ertekelesek'];
const idParams = uuidParams('Érvénytelen értékelés azonosító');

/**
 * Reviews (issue 8 §4): askers write and edit theirs, advisers read and answer what they received,
 * everyone reads an adviser's visible reviews. Every change recounts the adviser's rating and clears
 * the discovery cache, so search order, cards and profiles show it at once.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createReviewService({ db: app.db, clock: app.clock });
  const now = () => app.clock.now();
  const mine = (row: ReviewRow) => presentMyReview(row, reviewWindowEnd(row.appointment.endTime), now());

  app.post(
    '/api/reviews',
    {
      schema: {
        tags,
        summary: 'Lezajlott tanácsadás értékelése (a kérdező, egyszer, 30 napon belül)',
        body: createReviewBody,
        response: { 201: savedAnswer(myReviewSchema) },
      },
    },
    async (request, reply) => {
      const row = await service.create(requireRole(request, 'kerdezo'), request.body);
      app.discovery.invalidate();
      return reply
        .code(201)
        .send({ success: true as const, message: messages.reviews.created, data: mine(row) });
    },
  );

  app.put(
    '/api/reviews/:id',
    {
      schema: {
        tags,
        summary: 'Saját értékelés módosítása (amíg nem rejtett, a tanácsadás után 30 napig)',
        params: idParams,
        body: updateReviewBody,
        response: { 200: savedAnswer(myReviewSchema) },
      },
    },
    async (request) => {
      const row = await service.update(requireRole(request, 'kerdezo'), request.params.id, request.body);
      app.discovery.invalidate();
      return { success: true as const, message: messages.reviews.updated, data: mine(row) };
    },
  );

  app.get(
    '/api/reviews/mine',
    {
      schema: {
        tags,
        summary: 'A kérdező saját értékelései',
        querystring: reviewsPageQuery,
        response: { 200: pagedAnswer(myReviewSchema) },
      },
    },
    async (request) => {
      return presentPage(
        request.query,
        await service.mine(requireRole(request, 'kerdezo'), request.query),
        mine,
      );
    },
  );

  app.get(
    '/api/reviews/pending',
    {
      schema: {
        tags,
        summary: 'A kérdező értékelésre váró lezajlott tanácsadásai',
        querystring: pendingReviewsQuery,
        response: { 200: pagedAnswer(pendingReviewSchema) },
      },
    },
    async (request) => {
      const found = await service.pending(requireRole(request, 'kerdezo'), request.query);
      return presentPage(request.query, found, (row) =>
        presentPendingReview(row, reviewWindowEnd(row.appointment.endTime)),
      );
    },
  );

  app.get(
    '/api/reviews/received',
    {
      schema: {
        tags,
        summary: 'A tanácsadó kapott értékelései (a rejtettek is), átlaggal és megoszlással',
        querystring: reviewsPageQuery,
        response: { 200: pagedAnswer(receivedReviewSchema).extend({ summary: reviewSummarySchema }) },
      },
    },
    async (request) => {
      const result = await service.received(requireRole(request, 'tanacsado'), request.query);
      return {
        ...presentPage(request.query, result, presentReceivedReview),
        summary: presentSummary(result.distribution),
      };
    },
  );

  app.post(
    '/api/reviews/:id/reply',
    {
      schema: {
        tags,
        summary: 'Válasz egy kapott értékelésre (egyszer)',
        params: idParams,
        body: replyReviewBody,
        response: { 200: savedAnswer(receivedReviewSchema) },
      },
    },
    async (request) => {
      const row = await service.reply(
        requireRole(request, 'tanacsado'),
        request.params.id,
        request.body.reply,
      );
      return { success: true as const, message: messages.reviews.replied, data: presentReceivedReview(row) };
    },
  );

  app.get(
    '/api/tanacsadok/:id/reviews',
    {
      schema: {
        tags,
        summary: 'Egy tanácsadó nyilvános értékelései, átlaggal és megoszlással',
        params: adviserIdParams,
        querystring: reviewsPageQuery,
        response: { 200: pagedAnswer(publicReviewSchema).extend({ summary: reviewSummarySchema }) },
      },
    },
    async (request) => {
      const result = await service.publicList(request.auth, request.params.id, request.query);
      return {
        ...presentPage(request.query, result, presentPublicReview),
        summary: presentSummary(result.distribution),
      };
    },
  );
};

/** /api/admin/reviews/*: admin only (guests 401, other roles 403, before any input is read). */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);
  const service = createReviewService({ db: app.db, clock: app.clock });

  app.get(
    '/api/admin/reviews',
    {
      schema: {
        tags: ['admin'],
        summary: 'Értékelések (tanácsadó és rejtettség szerint, lapozva)',
        querystring: adminReviewsQuery,
        response: { 200: pagedAnswer(adminReviewSchema) },
      },
    },
    async (request) => presentPage(request.query, await service.adminList(request.query), presentAdminReview),
  );

  app.post(
    '/api/admin/reviews/:id/hide',
    {
      schema: {
        tags: ['admin'],
        summary: 'Értékelés elrejtése indoklással (kikerül az átlagból és a nyilvános listából)',
        params: idParams,
        body: hideReviewBody,
        response: { 200: savedAnswer(adminReviewSchema) },
      },
    },
    async (request) => {
      const row = await service.setHidden(
        requireAdmin(request),
        request.params.id,
        true,
        request.body.reason,
        request.ip,
      );
      app.discovery.invalidate();
      return { success: true as const, message: messages.reviews.hidden, data: presentAdminReview(row) };
    },
  );

  app.post(
    '/api/admin/reviews/:id/unhide',
    {
      schema: {
        tags: ['admin'],
        summary: 'Elrejtett értékelés visszaállítása',
        params: idParams,
        response: { 200: savedAnswer(adminReviewSchema) },
      },
    },
    async (request) => {
      const row = await service.setHidden(requireAdmin(request), request.params.id, false, null, request.ip);
      app.discovery.invalidate();
      return { success: true as const, message: messages.reviews.unhidden, data: presentAdminReview(row) };
    },
  );
};
