import {
  adviserSchema,
  adviserSearchAnswerExtra,
  adviserSearchQuery,
  adviserSuggestionsAnswer,
  adviserSuggestionsQuery,
  adviserUpdateBody,
  consultingTopicsSchema,
  createAdviserBody,
  descriptionSchema,
  publicAdviserSchema,
  workScheduleSchema,
} from '@common/api/advisers';
import { adviserIdParams } from '@common/api/answers';
import { pagedAnswer } from '@common/api/paging';
import { messages } from '@common/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { batchLoader } from '../../lib/batch-loader';
import { requireAdmin, requireAuth } from '../auth/authenticate';
import { erasureServiceFor } from '../erasure/erasure.service';
import { adviserPolicy } from './advisers.policy';
import {
  type AdviserRecord,
  type PublicAdviserSource,
  presentAdviser,
  presentAdviserSuggestion,
  presentPublicAdviser,
} from './advisers.presenter';
import {
  adviserIdOfUser,
  adviserNotFound,
  adviserOwner,
  createAdviserService,
  loadAdviserRecord,
  loadAdviserRecords,
} from './advisers.service';
import { isListed } from './listed';
import { searchAdvisers, suggestAdvisers } from './search';

const tags = ['tanacsadok'];
const anyAdviser = z.union([adviserSchema, publicAdviserSchema]);
const one = z.object({ success: z.literal(true), message: z.string().optional(), data: anyAdviser });
const oneWithTanacsado = one.extend({ tanacsado: anyAdviser });
const page = pagedAnswer(publicAdviserSchema);
const searchPage = page.extend(adviserSearchAnswerExtra.shape);

const NO_CARD = Buffer.alloc(0);
const PAGE_START = Buffer.from('{"success":true,"data":[');
const COMMA = Buffer.from(',');

/** Sends JSON rendered earlier (from the discovery cache) as it is, without serialising it again. */
function sendRendered(reply: FastifyReply, json: string | Buffer) {
  return reply.type('application/json; charset=utf-8').send(json as never);
}

/** SPEC.md §7 "Advisers". Reads are public for visible advisers; writes are the adviser's or an admin's. */
export const adviserRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdviserService({
    db: app.db,
    clock: app.clock,
    storage: app.storage,
    mail: { publicUrl: app.config.publicUrl },
    mailQueued: () => app.outbox.kick(),
  });
  const erasure = erasureServiceFor(app);
  const now = () => app.clock.now();
  const cache = app.discovery;

  /** The full view for the adviser and admins, the public one for others who may see it, else 404. */
  const presentFor = (request: FastifyRequest, record: AdviserRecord) => {
    const viewer = request.auth?.user;
    const adviser = adviserOwner(record, now());
    if (adviserPolicy.canManage(viewer, adviser)) return presentAdviser(record, app.mediaUrls, now());
    if (!adviserPolicy.canSee(viewer, adviser)) throw adviserNotFound();
    return presentPublicAdviser(record, app.mediaUrls, now());
  };
  type SearchResult = Awaited<ReturnType<typeof searchAdvisers>>;
  const presentPage = async (result: SearchResult) => ({
    success: true as const,
    // The index gives the page's card data with the answer; the database path loads it.
    data: ('cards' in result
      ? result.cards.map((card) => card.source())
      : await loadAdviserRecords(app.db, result.ids)
    ).map((r) => presentPublicAdviser(r, app.mediaUrls, now())),
    page: result.page,
    totalPages: result.totalPages,
    totalCount: result.totalCount,
  });
  // Cards and pages are kept as UTF-8 bytes: a page is then put together and sent without encoding the
  // same text again for every answer.
  const renderCard = (source: PublicAdviserSource, at: Date) =>
    Buffer.from(JSON.stringify(presentPublicAdviser(source, app.mediaUrls, at)));
  // From the database (the index not current): cards by adviser id, rendered once and shared by every
  // page that lists them; the ones a page misses are loaded together in one query.
  const loadCards = batchLoader(async (ids: string[]) => {
    const records = await loadAdviserRecords(app.db, ids);
    return new Map(records.map((r) => [r.adviser.id, renderCard(r, now())]));
  }, NO_CARD);
  // From the index: rendered once per card data and kept by the index (replaced with the data on a
  // reload or a new next free slot); it renders them all ahead, these are the ones it has not reached yet.
  cache.index?.renderCardsWith((source) => renderCard(source, now()));
  const renderSearchPage = async (result: SearchResult) => {
    const at = now();
    const cards =
      'cards' in result
        ? result.cards.map((card) => card.json())
        : await Promise.all(result.ids.map((id) => cache.cards.get(id, at.getTime(), () => loadCards(id))));
    const rest = JSON.stringify({
      page: result.page,
      totalPages: result.totalPages,
      totalCount: result.totalCount,
      totalCountExact: result.totalCountExact,
      nextCursor: result.nextCursor,
      approximate: result.approximate,
      partial: result.partial,
    });
    const parts: Buffer[] = [PAGE_START];
    for (const card of cards) {
      if (card.length === 0) continue;
      if (parts.length > 1) parts.push(COMMA);
      parts.push(card);
    }
    parts.push(Buffer.from(`],${rest.slice(1)}`));
    return Buffer.concat(parts);
  };
  const full = (record: AdviserRecord, message?: string) => {
    const data = presentAdviser(record, app.mediaUrls, now());
    return { success: true as const, ...(message ? { message } : {}), data, tanacsado: data };
  };

  app.get(
    '/api/tanacsadok/search',
    { schema: { tags, summary: 'Keresés', querystring: adviserSearchQuery, response: { 200: searchPage } } },
    async (request, reply) => {
      const body = await cache.pages.get(JSON.stringify(request.query), now().getTime(), async () =>
        renderSearchPage(await searchAdvisers(app.db, request.query, now(), cache)),
      );
      return sendRendered(reply, body);
    },
  );

  app.get(
    '/api/tanacsadok/suggestions',
    {
      schema: {
        tags,
        summary: 'Javaslatok gépelés közben',
        querystring: adviserSuggestionsQuery,
        response: { 200: adviserSuggestionsAnswer },
      },
    },
    async (request, reply) => {
      const text = request.query.q.toLowerCase();
      const body = await cache.suggestions.get(text, now().getTime(), async () => {
        const { records, areas } = await suggestAdvisers(app.db, text, now(), cache);
        return JSON.stringify({
          success: true,
          advisers: records.map((r) => presentAdviserSuggestion(r, app.mediaUrls)),
          areas,
        });
      });
      return sendRendered(reply, body);
    },
  );

  app.get(
    '/api/tanacsadok',
    {
      schema: {
        tags,
        summary: 'Tanácsadók listája',
        querystring: adviserSearchQuery.pick({ page: true, limit: true }),
        response: { 200: page },
      },
    },
    async (request) =>
      presentPage(await searchAdvisers(app.db, { ...request.query, sortBy: 'name' }, now(), cache)),
  );

  app.get(
    '/api/tanacsadok/public/:id',
    { schema: { tags, summary: 'Nyilvános profil', params: adviserIdParams, response: { 200: one } } },
    async (request, reply) => {
      const id = request.params.id;
      const cached = await cache.profiles.get(id, now().getTime(), async () => {
        const [record] = await loadAdviserRecords(app.db, [id]);
        if (!record || !isListed(record, now())) return null;
        return JSON.stringify({ success: true, data: presentPublicAdviser(record, app.mediaUrls, now()) });
      });
      if (cached) return sendRendered(reply, cached);
      // Not public: only the adviser themself and admins may see it.
      const record = await loadAdviserRecord(app.db, id);
      if (!adviserPolicy.canSee(request.auth?.user, adviserOwner(record, now()))) throw adviserNotFound();
      return { success: true as const, data: presentPublicAdviser(record, app.mediaUrls, now()) };
    },
  );

  app.get(
    '/api/tanacsadok/user/:userId',
    {
      schema: {
        tags,
        summary: 'Tanácsadó felhasználó szerint',
        params: z.object({ userId: z.string().uuid('Érvénytelen felhasználó azonosító') }),
        response: { 200: one },
      },
    },
    async (request) => {
      const id = await adviserIdOfUser(app.db, request.params.userId);
      if (!id) throw adviserNotFound();
      return { success: true as const, data: presentFor(request, await loadAdviserRecord(app.db, id)) };
    },
  );

  app.get(
    '/api/tanacsadok/:id',
    { schema: { tags, summary: 'Tanácsadó', params: adviserIdParams, response: { 200: one } } },
    async (request) => ({
      success: true as const,
      data: presentFor(request, await loadAdviserRecord(app.db, request.params.id)),
    }),
  );

  app.put(
    '/api/tanacsadok/:id',
    {
      schema: {
        tags,
        summary: 'Profil módosítása',
        params: adviserIdParams,
        body: adviserUpdateBody.extend({ name: z.string().trim().min(2).max(100).optional() }),
        response: { 200: oneWithTanacsado },
      },
    },
    async (request) => full(await service.update(requireAuth(request), request.params.id, request.body)),
  );

  app.put(
    '/api/tanacsadok/:id/description',
    {
      schema: {
        tags,
        summary: 'Leírás',
        params: adviserIdParams,
        body: z.object({ description: descriptionSchema }),
        response: { 200: oneWithTanacsado },
      },
    },
    async (request) =>
      full(
        await service.update(requireAuth(request), request.params.id, {
          description: request.body.description,
        }),
      ),
  );

  app.put(
    '/api/tanacsadok/:id/work-schedule',
    {
      schema: {
        tags,
        summary: 'Munkaidő',
        params: adviserIdParams,
        body: workScheduleSchema,
        response: { 200: oneWithTanacsado },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const answer = full(await service.update(auth, request.params.id, { workSchedule: request.body }));
      // New working hours change the free times askers see on the booking page.
      app.realtime.settingsUpdated(request.params.id, auth.user.id);
      return answer;
    },
  );

  app.put(
    '/api/tanacsadok/:id/consulting-topics',
    {
      schema: {
        tags,
        summary: 'Tanácsadási területek',
        params: adviserIdParams,
        body: consultingTopicsSchema,
        response: { 200: oneWithTanacsado },
      },
    },
    async (request) =>
      full(await service.update(requireAuth(request), request.params.id, { consultingTopics: request.body })),
  );

  /** An activation change of one adviser: answered with the full view and the text the screen shows. */
  const activationRoute = (
    method: 'POST' | 'PATCH',
    url: string,
    summary: string,
    change: (request: FastifyRequest, id: string) => Promise<{ record: AdviserRecord; message: string }>,
  ) =>
    app.route({
      method,
      url,
      schema: { tags, summary, params: adviserIdParams, response: { 200: oneWithTanacsado } },
      handler: async (request) => {
        const { record, message } = await change(request, request.params.id);
        return full(record, message);
      },
    });

  activationRoute(
    'POST',
    '/api/tanacsadok/:id/request-activation',
    'Aktiválás kérése',
    async (request, id) => ({
      record: await service.requestActivation(requireAuth(request), id),
      message: 'Aktiválási kérelem elküldve. Az adminisztrátor hamarosan elbírálja.',
    }),
  );
  activationRoute('POST', '/api/tanacsadok/:id/request-deactivation', 'Inaktiválás', async (request, id) => ({
    record: await service.requestDeactivation(requireAuth(request), id),
    message: 'A fiókja inaktív lett.',
  }));
  activationRoute('PATCH', '/api/tanacsadok/:id/activate', 'Aktiválás (admin)', async (request, id) => ({
    record: await service.setActive(requireAdmin(request), id, true, request.ip),
    message: messages.advisers.activated,
  }));
  activationRoute('PATCH', '/api/tanacsadok/:id/deactivate', 'Deaktiválás (admin)', async (request, id) => ({
    record: await service.setActive(requireAdmin(request), id, false, request.ip),
    message: messages.advisers.deactivated,
  }));

  app.delete(
    '/api/tanacsadok/:id',
    {
      schema: {
        tags,
        summary: 'Törlés (admin)',
        params: adviserIdParams,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      // Deleting an adviser is erasure: the records the law keeps stay, pseudonymised.
      await erasure.eraseAdviser(requireAdmin(request), request.params.id, request.ip);
      return { success: true as const, message: messages.advisers.deleted };
    },
  );

  app.post(
    '/api/tanacsadok',
    {
      schema: {
        tags,
        summary: 'Tanácsadói fiók létrehozása (admin)',
        body: createAdviserBody,
        response: { 201: oneWithTanacsado },
      },
    },
    async (request, reply) => {
      const record = await service.create(requireAdmin(request), request.body, request.ip);
      return reply.code(201).send(full(record, messages.advisers.created));
    },
  );
};
