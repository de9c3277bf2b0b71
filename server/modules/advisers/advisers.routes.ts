import { adviserApi } from '@common/api/advisers';
import { messages } from '@common/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { batchLoader } from '../../lib/batch-loader';
import { route } from '../../lib/route';
import { requireAuth } from '../auth/authenticate';
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
  loadAdviserRecord,
  loadAdviserRecords,
} from './advisers.service';
import { isListed } from './listed';
import { searchAdvisers, suggestAdvisers } from './search';

const NO_CARD = Buffer.alloc(0);
const PAGE_START = Buffer.from('{"success":true,"data":[');
const COMMA = Buffer.from(',');

/** Sends JSON rendered earlier (from the discovery cache) as it is, without serialising it again. */
function sendRendered(reply: FastifyReply, json: string | Buffer) {
  return reply.type('application/json; charset=utf-8').send(json as never);
}

/** SPEC.md §7 "Advisers". Reads are public for visible advisers; writes are the adviser's or an admin's. */
export const adviserRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.advisers;
  const erasure = app.services.erasure;
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

  // Cached answers are sent as the JSON rendered earlier (the definitions' schemas still document them).
  route(app, adviserApi.search, async (request, reply) => {
    const body = await cache.pages.get(JSON.stringify(request.query), now().getTime(), async () =>
      renderSearchPage(await searchAdvisers(app.db, request.query, now(), cache)),
    );
    return sendRendered(reply, body);
  });

  route(app, adviserApi.suggestions, async (request, reply) => {
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
  });

  route(app, adviserApi.list, async (request) =>
    presentPage(await searchAdvisers(app.db, { ...request.query, sortBy: 'name' }, now(), cache)),
  );

  route(app, adviserApi.publicProfile, async (request, reply) => {
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
  });

  route(app, adviserApi.ofUser, async (request) => {
    const id = await adviserIdOfUser(app.db, request.params.userId);
    if (!id) throw adviserNotFound();
    return { success: true as const, data: presentFor(request, await loadAdviserRecord(app.db, id)) };
  });

  route(app, adviserApi.get, async (request) => ({
    success: true as const,
    data: presentFor(request, await loadAdviserRecord(app.db, request.params.id)),
  }));

  route(app, adviserApi.update, async (request) =>
    full(await service.update(requireAuth(request), request.params.id, request.body)),
  );

  route(app, adviserApi.updateDescription, async (request) =>
    full(
      await service.update(requireAuth(request), request.params.id, {
        description: request.body.description,
      }),
    ),
  );

  route(app, adviserApi.updateWorkSchedule, async (request) => {
    return full(
      await service.update(requireAuth(request), request.params.id, { workSchedule: request.body }),
    );
  });

  route(app, adviserApi.updateConsultingTopics, async (request) =>
    full(await service.update(requireAuth(request), request.params.id, { consultingTopics: request.body })),
  );

  route(app, adviserApi.updatePrices, async (request) =>
    full(await service.updatePrices(requireAuth(request), request.params.id, request.body.prices)),
  );

  // Activation changes answer with the full view and the text the screen shows.
  route(app, adviserApi.requestActivation, async (request) =>
    full(
      await service.requestActivation(requireAuth(request), request.params.id),
      'Aktiválási kérelem elküldve. Az adminisztrátor hamarosan elbírálja.',
    ),
  );
  route(app, adviserApi.requestDeactivation, async (request) =>
    full(
      await service.requestDeactivation(requireAuth(request), request.params.id),
      'A fiókja inaktív lett.',
    ),
  );
  route(app, adviserApi.activate, async (request) =>
    full(
      await service.setActive(requireAuth(request), request.params.id, true, request.ip),
      messages.advisers.activated,
    ),
  );
  route(app, adviserApi.deactivate, async (request) =>
    full(
      await service.setActive(requireAuth(request), request.params.id, false, request.ip),
      messages.advisers.deactivated,
    ),
  );

  route(app, adviserApi.remove, async (request) => {
    // Deleting an adviser is erasure: the records the law keeps stay, pseudonymised.
    await erasure.eraseAdviser(requireAuth(request), request.params.id, request.ip);
    return { success: true as const, message: messages.advisers.deleted };
  });

  route(app, adviserApi.create, async (request, reply) => {
    const record = await service.create(requireAuth(request), request.body, request.ip);
    return reply.code(201).send(full(record, messages.advisers.created));
  });
};
