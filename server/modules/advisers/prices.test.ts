import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisers, adviserTopics, payoutAccounts } from '../../db/schema';
import { createAdviser, createAsker, createType, createUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 38: an adviser's price per offered consultation type, and what the public sees of it. */
let t: TestApp;
let legal: { id: string; name: string };
let tax: { id: string; name: string };
let family: { id: string; name: string };

beforeAll(async () => {
  // With the in-memory search index: a price change has to reach it as well as the cached answers.
  t = await createTestApp({ searchIndex: true });
  legal = await createType(t.app.db, 'Jogi tanácsadás (ár)', '#1864ab');
  tax = await createType(t.app.db, 'Adótanácsadás (ár)', '#c92a2a');
  family = await createType(t.app.db, 'Családjog (ár)', '#2b8a3e');
});

afterAll(() => t.close());

type Headers = Record<string, string>;
const pricesUrl = (adviserId: string) => `/api/tanacsadok/${adviserId}/prices`;
const putPrices = (adviserId: string, prices: unknown, headers: Headers = {}) =>
  t.send('PUT', pricesUrl(adviserId), headers, { prices } as object);
const offers = (body: { data: { consultingTopics: { id: string; priceHuf: number }[] } }) =>
  Object.fromEntries(body.data.consultingTopics.map((topic) => [topic.id, topic.priceHuf]));

async function storedPrices(adviserId: string) {
  const rows = await t.app.db
    .select({ typeId: adviserTopics.typeId, priceHuf: adviserTopics.priceHuf })
    .from(adviserTopics)
    .where(eq(adviserTopics.adviserId, adviserId));
  return Object.fromEntries(rows.map((row) => [row.typeId, row.priceHuf]));
}

describe('setting prices', () => {
  it('lets the adviser price each offered type and answers the changed adviser', async () => {
    const owner = await createAdviser(t.app.db, { topicIds: [legal.id, tax.id] });
    const res = await putPrices(
      owner.adviser.id,
      [
        { typeId: legal.id, priceHuf: 12_000 },
        { typeId: tax.id, priceHuf: 0 },
      ],
      owner.auth,
    );
    expect(res.statusCode).toBe(200);
    expect(offers(res.json())).toEqual({ [legal.id]: 12_000, [tax.id]: 0 });
    expect(res.json().tanacsado.consultingTopics).toHaveLength(2);
    expect(await storedPrices(owner.adviser.id)).toEqual({ [legal.id]: 12_000, [tax.id]: 0 });
    // A type left out keeps its price.
    const again = await putPrices(owner.adviser.id, [{ typeId: tax.id, priceHuf: 500 }], owner.auth);
    expect(offers(again.json())).toEqual({ [legal.id]: 12_000, [tax.id]: 500 });
  });

  it('takes the limits 0, 500 and 2 000 000 Ft, and a number sent as text', async () => {
    const owner = await createAdviser(t.app.db, { topicIds: [legal.id, tax.id, family.id] });
    const res = await putPrices(
      owner.adviser.id,
      [
        { typeId: legal.id, priceHuf: 0 },
        { typeId: tax.id, priceHuf: 500 },
        { typeId: family.id, priceHuf: '2000000' },
      ],
      owner.auth,
    );
    expect(res.statusCode).toBe(200);
    expect(offers(res.json())).toEqual({ [legal.id]: 0, [tax.id]: 500, [family.id]: 2_000_000 });
  });

  it('lets an admin set them too', async () => {
    const owner = await createAdviser(t.app.db, { topicIds: [legal.id] });
    const admin = await createUser(t.app.db, { role: 'admin' });
    const res = await putPrices(owner.adviser.id, [{ typeId: legal.id, priceHuf: 8_000 }], admin.auth);
    expect(res.statusCode).toBe(200);
    expect(offers(res.json())).toEqual({ [legal.id]: 8_000 });
  });

  it('refuses others: a guest 401, another adviser and an asker 403, changing nothing', async () => {
    const owner = await createAdviser(t.app.db, { topicIds: [legal.id] });
    const other = await createAdviser(t.app.db, { topicIds: [legal.id] });
    const asker = await createAsker(t.app.db);
    const prices = [{ typeId: legal.id, priceHuf: 9_000 }];
    expect((await putPrices(owner.adviser.id, prices)).statusCode).toBe(401);
    const foreign = await putPrices(owner.adviser.id, prices, other.auth);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await putPrices(owner.adviser.id, prices, asker.auth)).statusCode).toBe(403);
    expect(await storedPrices(owner.adviser.id)).toEqual({ [legal.id]: 0 });
    expect(await storedPrices(other.adviser.id)).toEqual({ [legal.id]: 0 });
  });

  it('refuses a negative, too small, too large or fractional price in Hungarian, changing nothing', async () => {
    const owner = await createAdviser(t.app.db, { topicIds: [legal.id, tax.id] });
    for (const priceHuf of [-1000, 100, 499, 2_000_001, 1500.5, 'sok']) {
      const res = await putPrices(
        owner.adviser.id,
        [
          { typeId: tax.id, priceHuf: 3_000 },
          { typeId: legal.id, priceHuf },
        ],
        owner.auth,
      );
      expect(res.statusCode, String(priceHuf)).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      const detail = body.details.find((d: { field: string }) => d.field === 'body.prices.1.priceHuf');
      expect(detail?.message, String(priceHuf)).toMatch(
        priceHuf === 1500.5
          ? /^Az ár egész forint legyen$/
          : priceHuf === 'sok'
            ? /^Az ár szám legyen$/
            : /^Az ár 0 Ft \(ingyenes\) vagy 500 és 2000000 Ft közötti összeg legyen$/,
      );
    }
    expect(await storedPrices(owner.adviser.id)).toEqual({ [legal.id]: 0, [tax.id]: 0 });
  });

  it('refuses a type the adviser does not offer (or an unknown one), and the same type twice', async () => {
    const owner = await createAdviser(t.app.db, { topicIds: [legal.id] });
    const notOffered = await putPrices(
      owner.adviser.id,
      [
        { typeId: legal.id, priceHuf: 5_000 },
        { typeId: tax.id, priceHuf: 5_000 },
      ],
      owner.auth,
    );
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Csak a kínált tanácsadási típusok ára adható meg.',
      details: [{ field: 'body.prices.1.typeId', message: 'Ezt a tanácsadási típust nem kínálja' }],
    });
    const unknown = await putPrices(
      owner.adviser.id,
      [{ typeId: '00000000-0000-4000-8000-000000000000', priceHuf: 5_000 }],
      owner.auth,
    );
    expect(unknown.statusCode).toBe(400);
    const twice = await putPrices(
      owner.adviser.id,
      [
        { typeId: legal.id, priceHuf: 5_000 },
        { typeId: legal.id, priceHuf: 6_000 },
      ],
      owner.auth,
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details).toEqual([
      { field: 'body.prices.1.typeId', message: 'Egy típus ára csak egyszer adható meg' },
    ]);
    // Nothing of a refused request was saved (the offered type's price in it neither).
    expect(await storedPrices(owner.adviser.id)).toEqual({ [legal.id]: 0 });
  });
});

describe('prices and the consulting topics', () => {
  it('keeps the prices of the types that stay when the topics are saved again', async () => {
    const owner = await createAdviser(t.app.db, { topicIds: [legal.id, tax.id] });
    const url = `/api/tanacsadok/${owner.adviser.id}`;
    await putPrices(
      owner.adviser.id,
      [
        { typeId: legal.id, priceHuf: 15_000 },
        { typeId: tax.id, priceHuf: 7_000 },
      ],
      owner.auth,
    );
    // legal stays, tax goes, family comes (free until priced).
    const saved = await t.send('PUT', `${url}/consulting-topics`, owner.auth, [legal.id, family.id]);
    expect(saved.statusCode).toBe(200);
    expect(offers(saved.json())).toEqual({ [legal.id]: 15_000, [family.id]: 0 });
    // The same topics once more (the profile form saves them with every save): nothing moves.
    await t.send('PUT', `${url}/consulting-topics`, owner.auth, [family.id, legal.id]);
    expect(await storedPrices(owner.adviser.id)).toEqual({ [legal.id]: 15_000, [family.id]: 0 });
    // A type given up and taken again starts free.
    await t.send('PUT', `${url}/consulting-topics`, owner.auth, [legal.id, family.id, tax.id]);
    expect(await storedPrices(owner.adviser.id)).toEqual({
      [legal.id]: 15_000,
      [family.id]: 0,
      [tax.id]: 0,
    });
    // The general profile update takes topics too, and keeps prices the same way.
    await t.send('PUT', url, owner.auth, { consultingTopics: [legal.id] });
    expect(await storedPrices(owner.adviser.id)).toEqual({ [legal.id]: 15_000 });
    await t.send('PUT', `${url}/consulting-topics`, owner.auth, [] as unknown as object);
    expect(await storedPrices(owner.adviser.id)).toEqual({});
  });
});

describe('what the public sees', () => {
  it('shows each offer with its price and whether the adviser takes payments, at once after a change', async () => {
    const tag = `zzarak${Date.now()}`;
    const owner = await createAdviser(t.app.db, {
      name: 'Árazó Ágnes',
      description: `Árazott tanácsadás ${tag}`,
      topicIds: [legal.id, tax.id],
    });
    const id = owner.adviser.id;
    const publicProfile = async () => (await t.send('GET', `/api/tanacsadok/public/${id}`)).json().data;
    const searchCard = async () => {
      const index = t.app.discovery.index;
      await index?.ready();
      const answered = index?.answered ?? 0;
      const found = (await t.send('GET', `/api/tanacsadok/search?search=${tag}`)).json();
      // Answered from the in-memory index, which reloaded after the change.
      expect(index?.answered).toBe(answered + 1);
      expect(found.data).toHaveLength(1);
      return found.data[0];
    };

    // Read first, so the cached answers and the index hold the old state.
    expect(await publicProfile()).toMatchObject({ acceptsPayments: false });
    expect(offers({ data: await publicProfile() })).toEqual({ [legal.id]: 0, [tax.id]: 0 });
    expect(offers({ data: await searchCard() })).toEqual({ [legal.id]: 0, [tax.id]: 0 });

    await putPrices(id, [{ typeId: legal.id, priceHuf: 12_000 }], owner.auth);
    const profile = await publicProfile();
    expect(profile.consultingTopics).toEqual([
      expect.objectContaining({ id: tax.id, name: tax.name, durationMinutes: 60, priceHuf: 0 }),
      expect.objectContaining({ id: legal.id, name: legal.name, durationMinutes: 60, priceHuf: 12_000 }),
    ]);
    expect(profile.acceptsPayments).toBe(false);
    const card = await searchCard();
    expect(offers({ data: card })).toEqual({ [legal.id]: 12_000, [tax.id]: 0 });
    expect(card.acceptsPayments).toBe(false);

    // The adviser sets up the (demo) payout account: priced offers can be booked, and the public answers
    // say so at once (the payout service announces it).
    expect((await t.send('POST', '/api/payouts/onboarding', owner.auth)).statusCode).toBe(200);
    expect((await t.send('POST', '/api/payouts/demo/complete', owner.auth)).statusCode).toBe(200);
    expect((await publicProfile()).acceptsPayments).toBe(true);
    expect((await searchCard()).acceptsPayments).toBe(true);

    // The provider stops the account's card payments (its notification): not bookable again.
    const [account] = await t.app.db.select().from(payoutAccounts).where(eq(payoutAccounts.adviserId, id));
    await t.app.services.payouts.applyState({
      accountRef: account?.accountRef ?? '',
      chargesEnabled: false,
      payoutsEnabled: true,
      detailsSubmitted: true,
      requirementsDue: [],
      disabledReason: null,
      at: new Date(),
    });
    expect((await publicProfile()).acceptsPayments).toBe(false);
    expect((await searchCard()).acceptsPayments).toBe(false);
  });
});

describe('the next free slot', () => {
  it('counts a priced offer only while the adviser takes payments', async () => {
    const owner = await createAdviser(t.app.db, { topicIds: [legal.id] });
    const id = owner.adviser.id;
    const url = `/api/tanacsadok/${id}`;
    await t.app.db.update(advisers).set({ minNoticeHours: 0 }).where(eq(advisers.id, id));
    const everyDay = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '00:00', end: '23:59' }));
    expect((await t.send('PUT', `${url}/work-schedule`, owner.auth, everyDay)).statusCode).toBe(200);
    const nextFreeSlot = async () =>
      (await t.send('GET', `/api/tanacsadok/public/${id}`)).json().data.nextFreeSlot as string | null;
    expect(await nextFreeSlot()).not.toBeNull();

    // Its only offer priced, no payout account: nothing can be booked.
    await putPrices(id, [{ typeId: legal.id, priceHuf: 12_000 }], owner.auth);
    expect(await nextFreeSlot()).toBeNull();
    // A free offer beside it can.
    await t.send('PUT', `${url}/consulting-topics`, owner.auth, [legal.id, tax.id]);
    expect(await nextFreeSlot()).not.toBeNull();
    await t.send('PUT', `${url}/consulting-topics`, owner.auth, [legal.id]);
    expect(await nextFreeSlot()).toBeNull();

    // The payout account ready: the priced offer is bookable.
    await t.send('POST', '/api/payouts/onboarding', owner.auth);
    await t.send('POST', '/api/payouts/demo/complete', owner.auth);
    expect(await nextFreeSlot()).not.toBeNull();
  });
});
