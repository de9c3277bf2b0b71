import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisers, users } from '../../db/schema';
import { createAdviser, createAsker, createUser } from '../../test/fixtures';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { PUBLIC_PAGES, renderUrlSet } from './seo.service';

// Lowered from 10,000, so a handful of advisers turn the sitemap into an index.
const PAGE_SIZE = 10;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sitemapPageSize: PAGE_SIZE });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.request({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
const profileUrl = (id: string) => `${TEST_PUBLIC_URL}/tanacsado/${id}`;
const publicUrls = PUBLIC_PAGES.map((path) => `${TEST_PUBLIC_URL}${path}`);
const setIndexable = (id: string, indexable: boolean, headers: Record<string, string>) =>
  t.request({ method: 'PUT', url: `/api/tanacsadok/${id}`, headers, payload: { indexable } });

async function sitemapLocs() {
  const res = await get('/sitemap.xml');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  return locs(res.body);
}

describe('robots.txt', () => {
  it('allows the public site, keeps crawlers out of the private areas and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /tanacsadoi-fiok/',
        'Disallow: /kerdezo/',
        'Disallow: /admin/',
        'Disallow: /meeting/',
        'Disallow: /api/',
        'Disallow: /dev/',
        'Disallow: /fizetes/',
        'Disallow: /bejelentkezes',
        'Disallow: /regisztracio',
        'Disallow: /email-verification',
        'Disallow: /elfelejtett-jelszo',
        'Disallow: /jelszo-visszaallitas',
        'Disallow: /2fa-verification',
        '',
        `Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('sitemap.xml', () => {
  let listed: Awaited<ReturnType<typeof createAdviser>>;
  let other: Awaited<ReturnType<typeof createAdviser>>;
  const hidden: string[] = [];

  beforeAll(async () => {
    const db = t.app.db;
    listed = await createAdviser(db, { name: 'Látható Lili' });
    other = await createAdviser(db, { name: 'Másik Márton' });
    hidden.push((await createAdviser(db, { name: 'Inaktív Ilona', active: false })).adviser.id);
    hidden.push((await createAdviser(db, { name: 'Lejárt Lajos', expiresInDays: -1 })).adviser.id);
    const waiting = await createAdviser(db, { name: 'Váró Vilma', active: false, expiresInDays: null });
    await db.update(advisers).set({ activationRequest: true }).where(eq(advisers.id, waiting.adviser.id));
    hidden.push(waiting.adviser.id);
    const disabled = await createAdviser(db, { name: 'Letiltott Lénárd' });
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.user.id));
    hidden.push(disabled.adviser.id);
    const private_ = await createAdviser(db, { name: 'Rejtőzködő Rita' });
    await db
      .update(advisers)
      .set({ searchEngineIndexing: false })
      .where(eq(advisers.id, private_.adviser.id));
    hidden.push(private_.adviser.id);
    // Fixtures write straight to the database: announce it like any other direct change.
    t.app.discovery.invalidate();
  });

  it('names the public pages and the listed advisers with absolute URLs and the date of their last change', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(await sitemapLocs()).toEqual([
      ...publicUrls,
      ...[listed, other].map((a) => profileUrl(a.adviser.id)).sort(),
    ]);
    const [row] = await t.app.db
      .select({ updatedAt: advisers.updatedAt })
      .from(advisers)
      .where(eq(advisers.id, listed.adviser.id));
    const day = row?.updatedAt.toISOString().slice(0, 10);
    expect(res.body).toContain(
      `<url><loc>${profileUrl(listed.adviser.id)}</loc><lastmod>${day}</lastmod></url>`,
    );
    expect(res.body).toContain(`<url><loc>${TEST_PUBLIC_URL}/aszf</loc></url>`);
  });

  it('leaves out inactive, expired, not yet activated and disabled advisers and those who turned indexing off', async () => {
    const body = (await get('/sitemap.xml')).body;
    for (const id of hidden) expect(body).not.toContain(id);
    // Still in the portal's own search: only search engines are asked to leave the profile alone.
    const search = (await get('/api/tanacsadok/search?search=Rejtőzködő')).json();
    expect(search.data).toEqual([expect.objectContaining({ name: 'Rejtőzködő Rita', indexable: false })]);
  });

  it('escapes what it writes into the XML', () => {
    const xml = renderUrlSet('https://pelda.hu/a&b', [{ path: '/x?y=<\'">' }]);
    expect(xml).toContain('<loc>https://pelda.hu/a&amp;b/x?y=&lt;&apos;&quot;&gt;</loc>');
  });

  it('drops an adviser who turns indexing off on the next request, and takes them back when they turn it on', async () => {
    const id = listed.adviser.id;
    expect(await sitemapLocs()).toContain(profileUrl(id));
    const off = await setIndexable(id, false, listed.auth);
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ id, indexable: false });
    expect(await sitemapLocs()).not.toContain(profileUrl(id));
    // The public profile says so (the server-rendered page emits noindex from it).
    const profile = await get(`/api/tanacsadok/public/${id}`);
    expect(profile.json().data).toMatchObject({ id, indexable: false });
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/tanacsadok/user/${listed.user.id}`,
          headers: listed.auth,
        })
      ).json().data.indexable,
    ).toBe(false);

    const on = await setIndexable(id, true, listed.auth);
    expect(on.json().data).toMatchObject({ id, indexable: true });
    expect(await sitemapLocs()).toContain(profileUrl(id));
    expect((await get(`/api/tanacsadok/public/${id}`)).json().data.indexable).toBe(true);
  });

  it('lets only the adviser themself change it: not another adviser, an asker, an admin or a guest', async () => {
    const id = other.adviser.id;
    const asker = await createAsker(t.app.db);
    const admin = await createUser(t.app.db, { role: 'admin' });
    expect((await setIndexable(id, false, listed.auth)).statusCode).toBe(403);
    expect((await setIndexable(id, false, asker.auth)).statusCode).toBe(403);
    const byAdmin = await setIndexable(id, false, admin.auth);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error).toBe('A keresőmotoros megjelenésről csak a tanácsadó maga dönthet.');
    expect((await setIndexable(id, false, {})).statusCode).toBe(401);
    // An admin's other profile edits still go through.
    const edit = await t.request({
      method: 'PUT',
      url: `/api/tanacsadok/${id}`,
      headers: admin.auth,
      payload: { description: 'Az adminisztrátor javította.' },
    });
    expect(edit.statusCode).toBe(200);
    const [row] = await t.app.db
      .select({ indexing: advisers.searchEngineIndexing })
      .from(advisers)
      .where(eq(advisers.id, id));
    expect(row?.indexing).toBe(true);
    expect(await sitemapLocs()).toContain(profileUrl(id));
  });

  it('refuses a value that is not a boolean, changing nothing', async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/tanacsadok/${other.adviser.id}`,
      headers: other.auth,
      payload: { indexable: 'nem' },
    });
    expect(res.statusCode).toBe(400);
    expect((await get(`/api/tanacsadok/public/${other.adviser.id}`)).json().data.indexable).toBe(true);
  });

  it('drops an adviser an admin deletes', async () => {
    const doomed = await createAdviser(t.app.db, { name: 'Törlendő Tódor' });
    t.app.discovery.invalidate();
    expect(await sitemapLocs()).toContain(profileUrl(doomed.adviser.id));
    const admin = await createUser(t.app.db, { role: 'admin' });
    const res = await t.request({
      method: 'DELETE',
      url: `/api/tanacsadok/${doomed.adviser.id}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(await sitemapLocs()).not.toContain(profileUrl(doomed.adviser.id));
  });

  it('becomes an index of pages of at most the page size past it', async () => {
    const more = [];
    for (let i = 0; i < 8; i += 1) more.push(await createAdviser(t.app.db, { name: `Sokadik Sára ${i}` }));
    t.app.discovery.invalidate();
    const listedIds = [listed, other, ...more].map((a) => a.adviser.id);
    const expected = [...publicUrls, ...listedIds.map(profileUrl).sort()];
    const total = expected.length;
    expect(total).toBeGreaterThan(PAGE_SIZE);

    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const pages = Math.ceil(total / PAGE_SIZE);
    expect(locs(index.body)).toEqual(
      Array.from({ length: pages }, (_, i) => `${TEST_PUBLIC_URL}/sitemap-${i + 1}.xml`),
    );

    const all: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const res = await get(`/sitemap-${page}.xml`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.body).toContain('<urlset');
      const urls = locs(res.body);
      expect(urls.length).toBeLessThanOrEqual(PAGE_SIZE);
      all.push(...urls);
    }
    // Every URL exactly once, in the order of the single list: public pages, then advisers by id.
    expect(all).toEqual(expected);

    for (const url of [
      `/sitemap-${pages + 1}.xml`,
      '/sitemap-0.xml',
      '/sitemap-abc.xml',
      '/sitemap-01.xml',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
