import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import {
  advisers,
  adviserTopics,
  askers,
  consultationTypes,
  dac7Sellers,
  intakeQuestions,
  media,
  payoutAccounts,
  platformSettings,
  subscriptionPackages,
  users,
} from '../db/schema';
import { type Clock, systemClock } from '../lib/clock';
import { hashPassword } from '../lib/password';
import type { FileStorage } from '../lib/storage';
import { refreshNextFreeSlots } from '../modules/schedule/next-free-slot';
import { loadSettings, operatorDetails } from '../modules/settings/settings.service';
import { generateAvatar } from './avatar';
import * as data from './seed-data';
import { type DemoHistoryResult, privateStorageBeside, seedDemoHistory } from './seed-history';

type Log = Pick<FastifyBaseLogger, 'info'>;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How long after registering a demo account confirmed its e-mail address. */
const VERIFIED_AFTER_MS = 4 * 60 * 1000;

export interface SeedOptions {
  /**
   * The private store (invoices, chat attachments) of the demo history. Without it, the folder beside a
   * local public store (DATA_DIR/private) is used; with neither, the history is left out.
   */
  privateStorage?: FileStorage | undefined;
  /** The app's clock: everything is dated relative to it (default: the system clock). */
  clock?: Clock | undefined;
}

/** Seeds the demo data into a database with no users at all (a fresh install). */
export async function seedIfEmpty(db: Database, storage: FileStorage, log?: Log, options: SeedOptions = {}) {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoData(db, storage, log, options);
  return true;
}

/** How many demo advisers (the demo adviser first) have a ready demo payout account. */
const DEMO_PAYOUT_ACCOUNTS = 2;

/**
 * Inserts the demo types and accounts that are missing, then the demo history (seed-history.ts) unless
 * it is there already. Idempotent: an existing type or e-mail is left exactly as it is, and the history
 * is added once, so running it twice changes nothing.
 */
export async function seedDemoData(db: Database, storage: FileStorage, log?: Log, options: SeedOptions = {}) {
  const now = (options.clock ?? systemClock).now().getTime();
  await db
    .insert(consultationTypes)
    .values(
      data.consultationTypes.map(({ name, color, durationMinutes }) => ({ name, color, durationMinutes })),
    )
    .onConflictDoNothing({ target: consultationTypes.name });
  const typeRows = await db
    .select({ id: consultationTypes.id, name: consultationTypes.name })
    .from(consultationTypes)
    .where(
      inArray(
        consultationTypes.name,
        data.consultationTypes.map((t) => t.name),
      ),
    );
  const typeIdByKey = new Map(
    data.consultationTypes.map((t) => [t.key, typeRows.find((row) => row.name === t.name)?.id]),
  );

  let created = 0;
  /**
   * Creates the account as registered `registeredDaysAgo` days before now (its e-mail confirmed minutes
   * later), so that what it did in the demo history comes after its registration; `fill` adds its
   * profile as of that moment.
   */
  const createUser = async (
    { email, name, registeredDaysAgo }: { email: string; name: string; registeredDaysAgo: number },
    role: 'admin' | 'tanacsado' | 'kerdezo',
    fill: (tx: Database, userId: string, registeredAt: Date) => Promise<void>,
  ) => {
    const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing.length > 0) return;
    const passwordHash = await hashPassword(data.DEMO_PASSWORD);
    const registeredAt = new Date(now - registeredDaysAgo * DAY_MS);
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          name,
          role,
          passwordHash,
          emailVerifiedAt: new Date(registeredAt.getTime() + VERIFIED_AFTER_MS),
          createdAt: registeredAt,
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      // A concurrent seed already created this account.
      if (!user) return;
      await fill(tx as unknown as Database, user.id, registeredAt);
      created += 1;
    });
  };

  await createUser(data.demoAdmin, 'admin', async () => {});

  const allAdvisers = [data.demoAdviser, ...data.advisers];
  for (const [index, adviser] of allAdvisers.entries()) {
    // The last adviser waits for an admin's approval, so the activation queue is not empty in the demo.
    const awaitingActivation = index === allAdvisers.length - 1;
    // The demo adviser and the next one have set up their (demo) payout account and ask a price for
    // some of their offers; the others have not (all their offers are free).
    const payoutReady = index < DEMO_PAYOUT_ACCOUNTS;
    await createUser(adviser, 'tanacsado', async (tx, userId, registeredAt) => {
      const [row] = await tx
        .insert(advisers)
        .values({
          userId,
          createdAt: registeredAt,
          active: !awaitingActivation,
          expirationDate: awaitingActivation ? null : new Date(now + 365 * DAY_MS),
          ...(adviser.billingAddress ?? {}),
          description: adviser.description,
          workSchedule: adviser.workSchedule,
          minNoticeHours: adviser.minNoticeHours,
          bufferMinutes: adviser.bufferMinutes,
          maxAdvanceDays: adviser.maxAdvanceDays,
          activationRequest: awaitingActivation,
          // A day after registering (the profile filled in first): after the registration, before now.
          activationRequestDate: awaitingActivation ? new Date(registeredAt.getTime() + DAY_MS) : null,
        })
        .returning({ id: advisers.id });
      // Prices only where the payout account is ready: a priced offer could not be booked without it.
      const offers = adviser.topics.flatMap((key) => {
        const typeId = typeIdByKey.get(key);
        const series =
          adviser.series?.type === key
            ? {
                seriesIntervalWeeks: adviser.series.intervalWeeks,
                seriesMaxOccurrences: adviser.series.maxOccurrences,
              }
            : {};
        return typeId
          ? [{ typeId, priceHuf: payoutReady ? (adviser.prices?.[key] ?? 0) : 0, ...series }]
          : [];
      });
      if (row && offers.length > 0) {
        await tx.insert(adviserTopics).values(offers.map((offer) => ({ adviserId: row.id, ...offer })));
      }
      const intakeTypeId = adviser.intake && typeIdByKey.get(adviser.intake.type);
      if (row && adviser.intake && intakeTypeId) {
        await tx.insert(intakeQuestions).values(
          adviser.intake.questions.map((question, position) => ({
            adviserId: row.id,
            typeId: intakeTypeId,
            position,
            kind: question.kind,
            label: question.label,
            helpText: question.helpText ?? '',
            required: question.required ?? false,
            options: question.options ?? [],
          })),
        );
      }
      await insertAvatar(tx, storage, userId, adviser.avatarSeed, new Date(registeredAt.getTime() + HOUR_MS));
      if (row && payoutReady) {
        await tx.insert(payoutAccounts).values({
          adviserId: row.id,
          provider: 'demo',
          accountRef: `demo_acct_${row.id}`,
          chargesEnabled: true,
          payoutsEnabled: true,
          detailsSubmitted: true,
          createdAt: new Date(registeredAt.getTime() + DAY_MS),
        });
        // The other priced adviser has given the DAC7 data (the admin's report shows a complete row);
        // the demo adviser has not, so its DAC7 section and Teendők show what is missing.
        if (adviser !== data.demoAdviser) {
          await tx.insert(dac7Sellers).values({
            adviserId: row.id,
            sellerType: 'individual',
            name: adviser.name.replace(/^Dr\. /, ''),
            country: 'HU',
            zipCode: adviser.billingAddress?.zipCode ?? '1117',
            city: adviser.billingAddress?.city ?? 'Budapest',
            street: adviser.billingAddress?.address ?? 'Október huszonharmadika utca 8.',
            tin: '8422780135',
            tinCountry: 'HU',
            birthDate: '1982-10-03',
            iban: 'HU42117730161111101800000000',
          });
        }
      }
    });
  }

  for (const asker of [data.demoAsker, ...data.askers]) {
    await createUser(asker, 'kerdezo', async (tx, userId, registeredAt) => {
      const active = asker.subscriptionDays !== null;
      const { name: billingName, ...billing } = asker.billingAddress ?? { name: null };
      await tx.insert(askers).values({
        userId,
        createdAt: registeredAt,
        ...billing,
        billingName,
        subscriptionStatus: active ? 'active' : 'expired',
        expirationDate: new Date(now + (asker.subscriptionDays ?? -10) * DAY_MS),
      });
    });
  }
  if (created > 0) await refreshNextFreeSlots(db, new Date(now));
  await seedSubscriptionPackages(db);
  await seedOperatorData(db);
  log?.info(`Demó adatok: ${created} új fiók létrehozva`);
  const privateStorage = options.privateStorage ?? privateStorageBeside(storage);
  let history: DemoHistoryResult | null = null;
  if (privateStorage) history = await seedDemoHistory(db, { privateStorage, now: new Date(now), log });
  else log?.info('Demó előzmények kihagyva: nincs megadva a privát tárhely (számlák, mellékletek)');
  return { created, history };
}

/** The packages of seed-data that are missing (by audience and name); existing ones are left as they are. */
async function seedSubscriptionPackages(db: Database) {
  const existing = await db
    .select({ name: subscriptionPackages.name, audience: subscriptionPackages.audience })
    .from(subscriptionPackages);
  const missing = data.subscriptionPackages.filter(
    (p) => !existing.some((row) => row.name === p.name && row.audience === p.audience),
  );
  if (missing.length > 0) await db.insert(subscriptionPackages).values(missing);
}

/**
 * The demo operator's data on the legal pages (platform settings), into an installation that has none
 * yet: an operator's own data, or any field of it, is never replaced. Production never gets here (the
 * seed is refused there), so its legal pages show only what the operator entered in Beállítások. With
 * the operator's data comes the demo's platform fee (unless one is set): an installation whose
 * operator is still unnamed has not chosen one either.
 */
async function seedOperatorData(db: Database) {
  const settings = await loadSettings(db);
  const updates: Partial<typeof platformSettings.$inferInsert> = {};
  if (Object.values(operatorDetails(settings)).every((value) => value.trim() === '')) {
    updates.operator = data.demoOperator.operator;
    if (settings.platformFeePercent === 0) updates.platformFeePercent = data.DEMO_PLATFORM_FEE_PERCENT;
  }
  if (settings.contactEmail.trim() === '') updates.contactEmail = data.demoOperator.contactEmail;
  if (Object.keys(updates).length === 0) return;
  await db.update(platformSettings).set(updates).where(eq(platformSettings.id, 1));
}

async function insertAvatar(
  tx: Database,
  storage: FileStorage,
  userId: string,
  seed: number,
  uploadedAt: Date,
) {
  const avatar = await generateAvatar(seed);
  const key = `avatars/${randomUUID()}.webp`;
  const thumbnailKey = key.replace('.webp', '-thumb.webp');
  await storage.put(key, avatar.image);
  await storage.put(thumbnailKey, avatar.thumbnail);
  await tx.insert(media).values({
    userId,
    type: 'profile',
    filename: 'avatar.webp',
    path: key,
    thumbnailPath: thumbnailKey,
    mimeType: 'image/webp',
    sizeBytes: avatar.image.length,
    width: avatar.width,
    height: avatar.height,
    createdAt: uploadedAt,
  });
}
