import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../seed/seed';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The searches a newcomer tries first, on the demo data as a demo start seeds it (issue 36): the
 * advisers the word is about come first, and the notice over the list agrees with what it shows.
 */
describe('search on the demo data', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ searchIndex: true });
    await seedIfEmpty(t.app.db, t.app.storage, undefined, {
      privateStorage: t.app.privateStorage,
      clock: t.app.clock,
    });
    t.app.discovery.invalidate();
    await t.app.discovery.index?.ready();
  }, 120_000);

  afterAll(() => t.close());

  const search = async (text: string) => {
    const res = await t.request({
      method: 'GET',
      url: `/api/tanacsadok/search?search=${encodeURIComponent(text)}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      data: { name: string; consultingAreas: { name: string }[] }[];
      approximate: boolean;
      partial: boolean;
    };
  };

  it('"adó" lists the tax advisers first and those who only "give advice" (tanácsot adok) last', async () => {
    const body = await search('adó');
    const areas = body.data.map((a) => a.consultingAreas.map((area) => area.name));
    expect(areas.slice(0, 3).every((names) => names.includes('Adótanácsadás'))).toBe(true);
    expect(
      body.data
        .slice(3)
        .map((a) => a.name)
        .toSorted(),
    ).toEqual(['Varga Dániel', 'Őry Ödön']);
    expect(body).toMatchObject({ approximate: false, partial: false });
  });

  it('"pszichológus" lists the two psychologists as exact matches: no "Nincs pontos találat"', async () => {
    const body = await search('pszichológus');
    expect(body.data.map((a) => a.name).toSorted()).toEqual(['Dr. Fűzfa Réka', 'Molnár Krisztina']);
    // The list page shows its notice only for these flags (web/features/advisers/display.ts).
    expect(body).toMatchObject({ approximate: false, partial: false });
  });
});
