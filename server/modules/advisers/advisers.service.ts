import type { BillingAddress, ConsultationPrices, WorkSchedule } from '@common/api/advisers';
import { isBillingComplete } from '@common/api/advisers';
import { ADVISER_TRIAL_DAYS } from '@common/constants';
import { and, eq, getTableColumns, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { advisers, adviserTopics, consultationTypes, media, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { DAY_MS } from '../../lib/clock';
import { type EventPublisher, publishing } from '../../lib/domain-events';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import type { FileStorage } from '../../lib/storage';
import { newToken } from '../../lib/tokens';
import { type AuditEntry, recordAudit } from '../audit/audit';
import type { ActiveSession } from '../auth/sessions';
import { enqueueMail } from '../mail/outbox';
import type { MailContext } from '../mail/templates';
import { mailTemplates } from '../mail/templates';
import { refreshNextFreeSlots } from '../schedule/next-free-slot';
import { defaultBookingSettings } from '../settings/settings.service';
import { acceptsPayments } from './accepts-payments';
import { type AdviserOwner, adviserPolicy } from './advisers.policy';
import { type AdviserRecord, billingOf } from './advisers.presenter';
import { isListed } from './listed';

export const adviserNotFound = () => notFound('A tanácsadó nem található.', 'ADVISER_NOT_FOUND');

/** Every adviser column but the search vector: read by search alone, it would only be parsed away. */
const { searchVector: _searchVector, ...adviserColumns } = getTableColumns(advisers);

/**
 * Loads advisers with their user, topics and profile image, in the order of `ids` — one query: topics
 * and avatar come as JSON sub-selects.
 */
export async function loadAdviserRecords(db: Database, ids: string[]): Promise<AdviserRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      adviser: adviserColumns,
      user: { id: users.id, name: users.name, email: users.email, disabledAt: users.disabledAt },
      topics: sql<AdviserRecord['topics']>`coalesce((
        select json_agg(json_build_object('id', ct.id, 'name', ct.name, 'color', ct.color,
          'durationMinutes', ct.duration_minutes, 'priceHuf', t.price_huf,
          'series', case when t.series_max_occurrences > 0 then json_build_object(
            'intervalWeeks', to_json(t.series_interval_weeks), 'maxOccurrences', t.series_max_occurrences) end)
          order by ct.name)
        from ${adviserTopics} t join ${consultationTypes} ct on ct.id = t.type_id
        where t.adviser_id = ${advisers.id}), '[]'::json)`,
      avatar: sql<AdviserRecord['avatar']>`(
        select json_build_object('path', m.path, 'thumbnailPath', m.thumbnail_path)
        from ${media} m where m.user_id = ${advisers.userId} and m.type = 'profile' limit 1)`,
      acceptsPayments: sql<boolean>`${acceptsPayments(advisers.id)}`,
    })
    .from(advisers)
    .innerJoin(users, eq(users.id, advisers.userId))
    .where(inArray(advisers.id, ids));
  const byId = new Map(rows.map((row) => [row.adviser.id, row]));
  return ids.flatMap((id) => {
    const record = byId.get(id);
    return record ? [record] : [];
  });
}

export async function loadAdviserRecord(db: Database, id: string) {
  const [record] = await loadAdviserRecords(db, [id]);
  if (!record) throw adviserNotFound();
  return record;
}

export async function adviserIdOfUser(db: Database, userId: string) {
  const [row] = await db.select({ id: advisers.id }).from(advisers).where(eq(advisers.userId, userId));
  return row?.id ?? null;
}

/** The adviser as adviserPolicy takes it. */
export const adviserOwner = (record: AdviserRecord, now?: Date): AdviserOwner => ({
  userId: record.user.id,
  ...(now ? { listed: isListed(record, now) } : {}),
});

/** 403 unless the caller may manage the adviser (adviserPolicy.canManage). */
export function assertCanManage(auth: ActiveSession, record: AdviserRecord) {
  if (!adviserPolicy.canManage(auth.user, adviserOwner(record))) {
    throw forbidden('Csak a saját tanácsadói profilját módosíthatja.');
  }
}

export const noPendingActivationRequest = () =>
  conflict('A tanácsadónak nincs függő aktiválási kérelme.', 'NO_ACTIVATION_REQUEST');

export interface SetActiveOptions {
  /** The audit action (default adviser.activate / adviser.deactivate). */
  action?: AuditEntry['action'];
  /** Only an adviser with a pending activation request (an admin's approval); 409 otherwise. */
  onlyIfRequested?: boolean;
  /** More writes of the same change (e.g. the adviser's mail), in its transaction. */
  inTransaction?(tx: Database, change: { record: AdviserRecord; expirationDate: Date | null }): Promise<void>;
}

export interface AdviserPatch {
  name?: string | undefined;
  description?: string | undefined;
  billingAddress?: BillingAddress | undefined;
  workSchedule?: WorkSchedule | undefined;
  consultingTopics?: string[] | undefined;
  /** search_engine_indexing: the adviser's own choice (admins may not make it for them). */
  indexable?: boolean | undefined;
}

export interface AdviserServiceDeps {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  mail: MailContext;
  events: EventPublisher;
}

export function createAdviserService(deps: AdviserServiceDeps) {
  const { db, clock } = deps;

  async function update(auth: ActiveSession, id: string, patch: AdviserPatch) {
    const record = await loadAdviserRecord(db, id);
    assertCanManage(auth, record);
    // Whether search engines show the profile is the adviser's own decision, not an admin's.
    if (patch.indexable !== undefined && !adviserPolicy.canSetIndexing(auth.user, adviserOwner(record))) {
      throw forbidden('A keresőmotoros megjelenésről csak a tanácsadó maga dönthet.');
    }
    const topicIds = patch.consultingTopics ? [...new Set(patch.consultingTopics)] : undefined;
    if (topicIds && topicIds.length > 0) {
      const known = await db
        .select({ id: consultationTypes.id })
        .from(consultationTypes)
        .where(and(inArray(consultationTypes.id, topicIds), isNull(consultationTypes.archivedAt)));
      if (known.length !== topicIds.length) {
        throw badRequest('Ismeretlen tanácsadási terület.', [
          { field: 'body.consultingTopics', message: 'Ismeretlen tanácsadási terület' },
        ]);
      }
    }
    await db.transaction(async (tx) => {
      const values = {
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.workSchedule !== undefined ? { workSchedule: patch.workSchedule } : {}),
        ...(patch.indexable !== undefined ? { searchEngineIndexing: patch.indexable } : {}),
        ...(patch.billingAddress ?? {}),
      };
      if (Object.keys(values).length > 0) await tx.update(advisers).set(values).where(eq(advisers.id, id));
      if (patch.name !== undefined)
        await tx.update(users).set({ name: patch.name }).where(eq(users.id, record.user.id));
      if (topicIds) {
        // Only the types no longer offered go and only the new ones come: a type that stays keeps its price.
        await tx
          .delete(adviserTopics)
          .where(
            and(
              eq(adviserTopics.adviserId, id),
              topicIds.length > 0 ? notInArray(adviserTopics.typeId, topicIds) : undefined,
            ),
          );
        if (topicIds.length > 0) {
          await tx
            .insert(adviserTopics)
            .values(topicIds.map((typeId) => ({ adviserId: id, typeId })))
            .onConflictDoNothing();
        }
      }
      // Hours and consultation lengths decide the next free slot (the search's "soonest" order).
      if (patch.workSchedule !== undefined || topicIds) {
        await refreshNextFreeSlots(tx, clock.now(), { adviserIds: [id] });
      }
    });
    // New working hours change the free times askers see on the booking page.
    if (patch.workSchedule !== undefined)
      deps.events.publish('schedule.changed', { adviserId: id, by: auth.user.id, change: 'settings' });
    return loadAdviserRecord(db, id);
  }

  /**
   * The adviser's price of each named offered type (gross whole forints, 0: free); types left out keep
   * theirs. A type the adviser does not offer is refused, and nothing changes.
   */
  async function updatePrices(auth: ActiveSession, id: string, prices: ConsultationPrices['prices']) {
    const record = await loadAdviserRecord(db, id);
    assertCanManage(auth, record);
    const offered = new Set(record.topics.map((topic) => topic.id));
    const seen = new Set<string>();
    const errors = prices.flatMap(({ typeId }, index) => {
      const field = `body.prices.${index}.typeId`;
      if (!offered.has(typeId)) return [{ field, message: 'Ezt a tanácsadási típust nem kínálja' }];
      if (seen.has(typeId)) return [{ field, message: 'Egy típus ára csak egyszer adható meg' }];
      seen.add(typeId);
      return [];
    });
    if (errors.length > 0) throw badRequest('Csak a kínált tanácsadási típusok ára adható meg.', errors);
    await db.transaction(async (tx) => {
      for (const { typeId, priceHuf } of prices) {
        const changed = await tx
          .update(adviserTopics)
          .set({ priceHuf })
          .where(and(eq(adviserTopics.adviserId, id), eq(adviserTopics.typeId, typeId)))
          .returning({ typeId: adviserTopics.typeId });
        // The type was given up meanwhile (another tab saved the topics): all or nothing.
        if (changed.length === 0) {
          throw badRequest('Csak a kínált tanácsadási típusok ára adható meg.', [
            { field: 'body.prices', message: 'Ezt a tanácsadási típust nem kínálja' },
          ]);
        }
      }
      // A priced offer has no free times while the payout account takes no payments: the next free
      // slot (the search's "soonest" order and free filter) may move.
      await refreshNextFreeSlots(tx, clock.now(), { adviserIds: [id] });
    });
    return loadAdviserRecord(db, id);
  }

  async function requestActivation(auth: ActiveSession, id: string) {
    const record = await loadAdviserRecord(db, id);
    if (!adviserPolicy.canRequestActivation(auth.user, adviserOwner(record))) {
      throw forbidden('Csak a saját fiókja aktiválását kérheti.');
    }
    if (record.adviser.active) throw conflict('A fiókja már aktív.', 'ALREADY_ACTIVE');
    const missing = [
      ...(record.topics.length === 0 ? ['legalább egy tanácsadási terület'] : []),
      ...(!isBillingComplete(billingOf(record.adviser)) ? ['a számlázási adatok'] : []),
    ];
    if (missing.length > 0) {
      throw new AppError(
        400,
        'PROFILE_INCOMPLETE',
        `Az aktiválás kéréséhez adja meg: ${missing.join(', ')}.`,
      );
    }
    await db
      .update(advisers)
      .set({ activationRequest: true, activationRequestDate: clock.now() })
      .where(eq(advisers.id, id));
    return loadAdviserRecord(db, id);
  }

  async function requestDeactivation(auth: ActiveSession, id: string) {
    const record = await loadAdviserRecord(db, id);
    if (!adviserPolicy.canDeactivate(auth.user, adviserOwner(record))) {
      throw forbidden('Csak a saját fiókját inaktiválhatja.');
    }
    await db
      .update(advisers)
      .set({ active: false, activationRequest: false, activationRequestDate: null })
      .where(eq(advisers.id, id));
    return loadAdviserRecord(db, id);
  }

  async function setActive(
    auth: ActiveSession,
    id: string,
    active: boolean,
    ip?: string,
    options: SetActiveOptions = {},
  ) {
    const record = await loadAdviserRecord(db, id);
    const now = clock.now();
    const before = {
      active: record.adviser.active,
      expirationDate: record.adviser.expirationDate,
      activationRequest: record.adviser.activationRequest,
    };
    // An adviser activated with no expiration date gets the trial period (DESIGN.md §7).
    const expirationDate =
      active && record.adviser.expirationDate === null
        ? new Date(now.getTime() + ADVISER_TRIAL_DAYS * DAY_MS)
        : record.adviser.expirationDate;
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(advisers)
        .set({ active, expirationDate, activationRequest: false, activationRequestDate: null })
        .where(
          and(
            eq(advisers.id, id),
            // Checked in the update itself, so two admins deciding at once cannot both succeed.
            options.onlyIfRequested ? eq(advisers.activationRequest, true) : undefined,
          ),
        )
        .returning({ id: advisers.id });
      if (changed.length === 0)
        throw options.onlyIfRequested ? noPendingActivationRequest() : adviserNotFound();
      await recordAudit(tx, {
        actorUserId: auth.user.id,
        action: options.action ?? (active ? 'adviser.activate' : 'adviser.deactivate'),
        entityType: 'adviser',
        entityId: id,
        before,
        after: { active, expirationDate, activationRequest: false },
        ip,
      });
      await options.inTransaction?.(tx, { record, expirationDate });
    });
    if (options.inTransaction) deps.events.publish('mail.queued', {});
    return loadAdviserRecord(db, id);
  }

  /** An admin creates an adviser account; the adviser sets a password through "Elfelejtett jelszó". */
  async function create(auth: ActiveSession, input: { name: string; email: string }, ip?: string) {
    const passwordHash = await hashPassword(newToken());
    try {
      const adviserId = await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email: input.email,
            name: input.name,
            role: 'tanacsado',
            passwordHash,
            emailVerifiedAt: clock.now(),
          })
          .returning();
        if (!user) throw new Error('user insert returned nothing');
        const [adviser] = await tx
          .insert(advisers)
          .values({ userId: user.id, ...(await defaultBookingSettings(tx)) })
          .returning({ id: advisers.id });
        if (!adviser) throw new Error('adviser insert returned nothing');
        await enqueueMail(tx, {
          to: user.email,
          ...mailTemplates.adviserAccountCreated({ name: user.name }, deps.mail),
        });
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          action: 'adviser.create',
          entityType: 'adviser',
          entityId: adviser.id,
          after: { userId: user.id, name: user.name, email: user.email },
          ip,
        });
        return adviser.id;
      });
      deps.events.publish('mail.queued', {});
      return loadAdviserRecord(db, adviserId);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('Ezzel az e-mail címmel már van fiók.', 'EMAIL_TAKEN');
      throw error;
    }
  }

  const changes = publishing(deps.events, 'advisers.changed', {});
  return {
    update: changes(update),
    updatePrices: changes(updatePrices),
    requestActivation,
    requestDeactivation: changes(requestDeactivation),
    setActive: changes(setActive),
    create,
  };
}

export type AdviserService = ReturnType<typeof createAdviserService>;
