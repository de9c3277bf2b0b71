import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dac7SellerBody } from '@common/api/dac7';
import { intakeQuestionsBody } from '@common/api/intake';
import { count, eq, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  users,
} from '../db/schema';
import { verifyPassword } from '../lib/password';
import { LocalFileStorage } from '../lib/storage';
import { loadSettings } from '../modules/settings/settings.service';
import { migratedTestDatabaseForSuite } from '../test/test-app';
import { seedDemoData, seedIfEmpty } from './seed';
import * as data from './seed-data';

describe('demo seed', () => {
  const database = migratedTestDatabaseForSuite(120_000);
  let uploads: string;
  let storage: LocalFileStorage;

  beforeAll(async () => {
    uploads = await mkdtemp(path.join(os.tmpdir(), 'tp-seed-'));
    storage = new LocalFileStorage(uploads);
    expect(await seedIfEmpty(database.db, storage)).toBe(true);
  }, 120_000);

  afterAll(() => rm(uploads, { recursive: true, force: true }));

  it('creates the three demo accounts with the documented password', async () => {
    const rows = await database.db
      .select({
        email: users.email,
        role: users.role,
        hash: users.passwordHash,
        verified: users.emailVerifiedAt,
      })
      .from(users)
      .where(sql`${users.email} in ('admin@pelda.hu', 'tanacsado@pelda.hu', 'kerdezo@pelda.hu')`);
    expect(Object.fromEntries(rows.map((r) => [r.email, r.role]))).toEqual({
      'admin@pelda.hu': 'admin',
      'tanacsado@pelda.hu': 'tanacsado',
      'kerdezo@pelda.hu': 'kerdezo',
    });
    for (const row of rows) {
      expect(row.verified).not.toBeNull();
      expect(row.hash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row.hash, 'Demo1234!')).toBe(true);
    }
  });

  it('gives the demo adviser and one more a ready demo payout account, the others none', async () => {
    const ready = await database.db
      .select({ email: users.email, state: payoutAccounts })
      .from(payoutAccounts)
      .innerJoin(advisers, eq(advisers.id, payoutAccounts.adviserId))
      .innerJoin(users, eq(users.id, advisers.userId));
    expect(ready).toHaveLength(2);
    expect(ready.map((row) => row.email)).toContain('tanacsado@pelda.hu');
    for (const { state } of ready) {
      expect(state).toMatchObject({ provider: 'demo', chargesEnabled: true, payoutsEnabled: true });
    }
  });

  it('gives the other paid adviser valid DAC7 data, and the demo adviser none (its screens show the gap)', async () => {
    const rows = await database.db
      .select({ email: users.email, seller: dac7Sellers })
      .from(dac7Sellers)
      .innerJoin(advisers, eq(advisers.id, dac7Sellers.adviserId))
      .innerJoin(users, eq(users.id, advisers.userId));
    expect(rows.map((row) => row.email)).toEqual(['kovacs.eva@pelda.hu']);
    const { adviserId: _, createdAt: __, updatedAt: ___, ...given } = rows[0]?.seller ?? ({} as never);
    expect(
      dac7SellerBody.safeParse({
        ...given,
        vatNumber: given.vatNumber ?? '',
        registrationNumber: given.registrationNumber ?? '',
      }).success,
    ).toBe(true);
  });

  it('gives one adviser intake questions of every sort the shared rule accepts, one of them a file', async () => {
    const rows = await database.db
      .select({ email: users.email, question: intakeQuestions })
      .from(intakeQuestions)
      .innerJoin(advisers, eq(advisers.id, intakeQuestions.adviserId))
      .innerJoin(users, eq(users.id, advisers.userId))
      .orderBy(intakeQuestions.position);
    expect(new Set(rows.map((row) => row.email))).toEqual(new Set(['kovacs.eva@pelda.hu']));
    expect(rows.map((row) => row.question.kind)).toContain('file');
    const questions = rows.map(({ question }) => ({
      kind: question.kind,
      label: question.label,
      helpText: question.helpText,
      required: question.required,
      options: question.options,
    }));
    expect(intakeQuestionsBody.safeParse({ questions }).success).toBe(true);
  });

  it('prices some offers of the two advisers with a payout account (one left free), none of the others', async () => {
    const offers = await database.db
      .select({
        email: users.email,
        type: consultationTypes.name,
        priceHuf: adviserTopics.priceHuf,
        account: payoutAccounts.accountRef,
      })
      .from(adviserTopics)
      .innerJoin(advisers, eq(advisers.id, adviserTopics.adviserId))
      .innerJoin(users, eq(users.id, advisers.userId))
      .innerJoin(consultationTypes, eq(consultationTypes.id, adviserTopics.typeId))
      .leftJoin(payoutAccounts, eq(payoutAccounts.adviserId, advisers.id));
    const priced = offers.filter((offer) => offer.priceHuf > 0);
    expect(priced.map(({ email, type, priceHuf }) => ({ email, type, priceHuf }))).toEqual(
      expect.arrayContaining([
        { email: 'tanacsado@pelda.hu', type: 'Jogi tanácsadás', priceHuf: 14_500 },
        { email: 'kovacs.eva@pelda.hu', type: 'Jogi tanácsadás', priceHuf: 9_900 },
      ]),
    );
    expect(priced).toHaveLength(2);
    // Only where the payout account is ready; the demo adviser's first offer (the one the browser tests
    // book) stays free.
    for (const offer of priced) expect(offer.account).not.toBeNull();
    expect(offers.find((o) => o.email === 'tanacsado@pelda.hu' && o.type === 'Adótanácsadás')?.priceHuf).toBe(
      0,
    );
    expect(offers.filter((o) => o.account === null).length).toBeGreaterThan(10);
  });

  it('sets the demo platform fee with the operator data, and keeps an admin’s own fee', async () => {
    expect((await loadSettings(database.db)).platformFeePercent).toBe(data.DEMO_PLATFORM_FEE_PERCENT);
    await database.db
      .update(platformSettings)
      .set({ platformFeePercent: 0 })
      .where(eq(platformSettings.id, 1));
    await seedDemoData(database.db, storage);
    expect((await loadSettings(database.db)).platformFeePercent).toBe(0);
    await database.db
      .update(platformSettings)
      .set({ platformFeePercent: data.DEMO_PLATFORM_FEE_PERCENT })
      .where(eq(platformSettings.id, 1));
  });

  it('creates at least 12 visible advisers with Hungarian names, topics and avatar files', async () => {
    const visible = await database.db
      .select({
        id: advisers.id,
        userId: advisers.userId,
        name: users.name,
        description: advisers.description,
      })
      .from(advisers)
      .innerJoin(users, eq(users.id, advisers.userId))
      .where(sql`${advisers.active} and ${advisers.expirationDate} > now()`);
    expect(visible.length).toBeGreaterThanOrEqual(12);
    expect(visible.some((a) => /[áéíóöőúüű]/i.test(a.name))).toBe(true);
    for (const adviser of visible) {
      expect(adviser.description.length).toBeGreaterThan(80);
      const [topics] = await database.db
        .select({ n: count() })
        .from(adviserTopics)
        .where(eq(adviserTopics.adviserId, adviser.id));
      expect(topics?.n).toBeGreaterThan(0);
      const [avatar] = await database.db.select().from(media).where(eq(media.userId, adviser.userId));
      expect(avatar?.type).toBe('profile');
      expect(existsSync(path.join(uploads, avatar?.path ?? 'x'))).toBe(true);
      expect(existsSync(path.join(uploads, avatar?.thumbnailPath ?? 'x'))).toBe(true);
    }
  });

  it('creates at least 6 consultation types with colours and askers with subscriptions', async () => {
    const types = await database.db.select().from(consultationTypes);
    expect(types.length).toBeGreaterThanOrEqual(6);
    for (const type of types) expect(type.color).toMatch(/^#[0-9a-f]{6}$/i);
    const askerRows = await database.db.select().from(askers);
    expect(askerRows.length).toBeGreaterThanOrEqual(5);
    expect(askerRows.some((a) => a.subscriptionStatus === 'active')).toBe(true);
  });

  it('changes nothing when run again', async () => {
    const snapshot = async () => {
      const [u] = await database.db.select({ n: count(), last: max(users.updatedAt) }).from(users);
      const [a] = await database.db.select({ n: count() }).from(advisers);
      const [m] = await database.db.select({ n: count() }).from(media);
      const [t] = await database.db.select({ n: count() }).from(consultationTypes);
      const offers = await database.db.select().from(adviserTopics);
      return {
        users: u,
        advisers: a?.n,
        media: m?.n,
        types: t?.n,
        offers,
        settings: await loadSettings(database.db),
      };
    };
    const before = await snapshot();
    expect(await seedIfEmpty(database.db, storage)).toBe(false);
    expect((await seedDemoData(database.db, storage)).created).toBe(0);
    expect(await snapshot()).toEqual(before);
  });
});

describe('npm run db:seed', () => {
  it('refuses production: the demo accounts have a published password', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tp-seed-cli-'));
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/seed/seed-cli.ts'], {
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          PAYMENT_PROVIDER: 'demo',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
        },
        encoding: 'utf8',
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Éles üzemben (NODE_ENV=production) nem tölthetők be demó adatok');
      // Refused before the database is even opened.
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
