import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import { formatNextFreeSlot } from '../web/features/advisers/display';
import { apiLogin, bookableAdviser, DEMO_PASSWORD, expect, logInAs, TOKEN_KEY, test } from './fixtures';

/** The public pages as a crawler or a link preview fetches them: HTML only, no JavaScript. */

interface PublicAdviserCard {
  id: string;
  name: string;
  description: string;
  avatar: string | null;
  avatarThumbnail: string | null;
  reviewCount: number;
  consultingAreas: { name: string }[];
}

async function firstAdvisers(request: APIRequestContext): Promise<PublicAdviserCard[]> {
  const answer = await request.get('/api/tanacsadok/search');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: PublicAdviserCard[] }).data;
}

async function crawl(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const attribute = (selector: RegExp) => html.match(selector)?.[1]?.replace(/&#38;/g, '&') ?? null;
  const meta = (key: string) =>
    attribute(new RegExp(`<meta (?:name|property)="${key.replace(':', '\\:')}" content="([^"]*)"`));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (match) => (JSON.parse(match[1] as string) as { '@graph': Record<string, unknown>[] })['@graph'],
  );
  const root = html.slice(html.indexOf('<div id="root">'));
  const text = root
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return {
    status: response.status(),
    html,
    text,
    title: attribute(/<title>([^<]*)<\/title>/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    lang: attribute(/<html lang="([^"]*)"/),
    meta,
    jsonLd,
    ofType: (type: string) => jsonLd.filter((node) => node['@type'] === type),
  };
}

const SITE = 'Online Szakértői és Tanácsadói Portál';

// Browser pages open with the cookie choice made, except where a test says otherwise.
test.use({ consent: true });

test.describe('server-rendered public pages', () => {
  test('an adviser profile is complete HTML with its metadata and structured data', async ({
    request,
    baseURL,
  }) => {
    const [adviser] = await firstAdvisers(request);
    if (!adviser) throw new Error('the demo seed lists advisers');
    const page = await crawl(request, `/tanacsado/${adviser.id}`);
    expect(page.status).toBe(200);
    expect(page.lang).toBe('hu');
    expect(page.title).toBe(`${adviser.name} – ${SITE}`);
    expect(page.canonical).toBe(`${baseURL}/tanacsado/${adviser.id}`);
    expect(page.meta('og:title')).toBe(adviser.name);
    expect(page.meta('og:type')).toBe('profile');
    expect(page.meta('og:url')).toBe(`${baseURL}/tanacsado/${adviser.id}`);
    expect(page.meta('og:image')).toMatch(new RegExp(`^${baseURL}/`));
    expect(page.meta('twitter:card')).toBeTruthy();
    expect(page.meta('description')?.length).toBeGreaterThan(20);
    expect(page.meta('robots')).toBeNull();

    // What a reader without JavaScript sees: name, areas, description, rating, work schedule.
    expect(page.text).toContain(adviser.name);
    for (const area of adviser.consultingAreas) expect(page.text).toContain(area.name);
    expect(page.text).toContain(adviser.description.replace(/\s+/g, ' ').slice(0, 60));
    expect(page.text).toContain('Munkaidő');
    expect(page.text).toContain('Hétfő');
    expect(page.text).toMatch(/Még nincs értékelés|értékelés/);
    // The API's picture URL is absolute (SPEC.md §7); the page shows it by its path, so it loads from
    // whichever address the page was opened at.
    const photo = adviser.avatarThumbnail ?? adviser.avatar;
    if (photo) {
      expect(photo).toMatch(new RegExp(`^${baseURL}/media/`));
      expect(page.html).toContain(`src="${new URL(photo).pathname}"`);
    }

    const [organization] = page.ofType('Organization');
    expect(organization?.name).toBe('Tanácsadó portál');
    const [website] = page.ofType('WebSite');
    expect(JSON.stringify(website?.potentialAction)).toContain('/tanacsadok?search={search_term_string}');
    const [profile] = page.ofType('ProfilePage');
    const person = profile?.mainEntity as Record<string, unknown>;
    expect(person['@type']).toBe('Person');
    expect(person.name).toBe(adviser.name);
    expect(person.jobTitle).toBe(adviser.consultingAreas.map((area) => area.name).join(', '));
    if (adviser.avatar) expect(person.image).toMatch(new RegExp(`^${baseURL}/`));
    if (adviser.reviewCount > 0) {
      expect((person.aggregateRating as { reviewCount: number }).reviewCount).toBe(adviser.reviewCount);
    } else {
      expect(person.aggregateRating).toBeUndefined();
    }
  });

  test('the adviser list shows its first page and names it as an ItemList', async ({ request, baseURL }) => {
    const advisers = await firstAdvisers(request);
    const page = await crawl(request, '/tanacsadok');
    expect(page.status).toBe(200);
    expect(page.title).toBe(`Tanácsadók – ${SITE}`);
    expect(page.canonical).toBe(`${baseURL}/tanacsadok`);
    for (const adviser of advisers) expect(page.text).toContain(adviser.name);
    const [list] = page.ofType('ItemList');
    const items = list?.itemListElement as { position: number; url: string; name: string }[];
    expect(items.map((item) => item.name)).toEqual(advisers.map((adviser) => adviser.name));
    expect(items[0]?.url).toBe(`${baseURL}/tanacsado/${advisers[0]?.id}`);

    // The query string is the search: a text narrows the rendered list, and the canonical keeps it.
    const searched = await crawl(request, '/tanacsadok?search=ad%C3%B3');
    expect(searched.status).toBe(200);
    expect(searched.title).toBe(`Tanácsadók: „adó” – ${SITE}`);
    expect(searched.canonical).toBe(`${baseURL}/tanacsadok?search=ad%C3%B3`);
    // Parameters the list does not know (tracking, typos) change neither the page nor its canonical.
    const tracked = await crawl(request, '/tanacsadok?utm_source=hirlevel&page=1&search=ad%C3%B3');
    expect(tracked.canonical).toBe(`${baseURL}/tanacsadok?search=ad%C3%B3`);
    expect(tracked.text).toBe(searched.text);
  });

  test('home, landing and legal pages carry their titles, text and site-wide structured data', async ({
    request,
    baseURL,
  }) => {
    const pages = [
      { path: '/', title: SITE, text: 'Tanácsadó portál' },
      {
        path: '/landing',
        title: `Online szakértői tanácsadás – ${SITE}`,
        text: 'Találjon megbízható szakértőt',
      },
      { path: '/landing-tanacsadoknak', title: `Tanácsadóknak – ${SITE}`, text: 'Tanácsadó' },
      {
        path: '/aszf',
        title: `Általános Szerződési Feltételek – ${SITE}`,
        text: 'Általános Szerződési Feltételek',
      },
      { path: '/adatkezeles', title: `Adatkezelési tájékoztató – ${SITE}`, text: 'Adatkezelési tájékoztató' },
    ];
    for (const expected of pages) {
      const page = await crawl(request, expected.path);
      expect(page.status, expected.path).toBe(200);
      expect(page.title, expected.path).toBe(expected.title);
      expect(page.canonical, expected.path).toBe(`${baseURL}${expected.path}`);
      expect(page.text, expected.path).toContain(expected.text);
      expect(page.meta('og:image'), expected.path).toBe(`${baseURL}/og-image.png`);
      expect(page.ofType('Organization'), expected.path).toHaveLength(1);
      expect(page.ofType('WebSite'), expected.path).toHaveLength(1);
    }
    const image = await request.get('/og-image.png');
    expect(image.headers()['content-type']).toBe('image/png');
  });

  test('unknown pages and advisers answer 404 with the Hungarian page', async ({ request }) => {
    const unknown = await crawl(request, '/nincs-ilyen-oldal');
    expect(unknown.status).toBe(404);
    expect(unknown.title).toBe(`Az oldal nem található – ${SITE}`);
    expect(unknown.text).toContain('Az oldal nem található');
    expect(unknown.meta('robots')).toBe('noindex');

    for (const path of ['/tanacsado/00000000-0000-4000-8000-000000000000', '/tanacsado/nem-azonosito']) {
      const adviser = await crawl(request, path);
      expect(adviser.status, path).toBe(404);
      expect(adviser.text, path).toContain('A tanácsadó nem található');
      expect(adviser.meta('robots'), path).toBe('noindex');
    }

    // The signed-in areas stay the client's: their address answers the app's shell.
    const area = await request.get('/kerdezo/tanacsadasaim');
    expect(area.status()).toBe(200);
    expect(await area.text()).toContain('<div id="root"></div>');
  });

  test('a profile says when the adviser is next free, and shows no empty gallery', async ({
    page,
    request,
  }) => {
    // A new adviser working every day: free soon, without gallery pictures.
    const adviser = await bookableAdviser(request, 'Galériátlan Gábor');
    const answer = await request.get(`/api/tanacsadok/public/${adviser.id}`);
    const next = (await answer.json()).data.nextFreeSlot as string | null;
    if (!next) throw new Error('an adviser working 08:00–20:00 every day has a next free slot');
    const nextLine = `Legközelebb: ${formatNextFreeSlot(next)}`;

    // The server's HTML says it, as the list card does, and has no gallery section.
    const html = await crawl(request, `/tanacsado/${adviser.id}`);
    expect(html.status).toBe(200);
    expect(html.text).toContain(nextLine);
    expect(html.text).not.toContain('Galéria');
    expect(html.text).not.toContain('galériakép');

    // So does the hydrated page (a mismatch would fail the test, e2e/fixtures.ts).
    await page.goto(`/tanacsado/${adviser.id}`);
    await expect(page.getByTestId('next-free-slot')).toHaveText(nextLine);
    await expect(page.getByTestId('next-free-slot').locator('time')).toHaveAttribute('datetime', next);
    await expect(page.getByRole('heading', { name: 'Galéria' })).toHaveCount(0);
  });

  test('without JavaScript a profile is readable', async ({ browser, request }) => {
    const [adviser] = await firstAdvisers(request);
    if (!adviser) throw new Error('the demo seed lists advisers');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/tanacsado/${adviser.id}`);
    await expect(page.getByRole('heading', { level: 1, name: adviser.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Munkaidő' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Hétfő' })).toBeVisible();
    const photo = adviser.avatarThumbnail ?? adviser.avatar;
    if (photo) await expect(page.locator(`img[src="${new URL(photo).pathname}"]`)).toBeVisible();
    await context.close();
  });
});

test('an adviser keeps search engines off their profile: noindex on the page, out of the sitemap', async ({
  page,
  request,
  baseURL,
}) => {
  const { user } = await apiLogin(request, 'tanacsado@pelda.hu');
  const adviser = (
    (await (await request.get(`/api/tanacsadok/user/${user.id}`)).json()) as { data: { id: string } }
  ).data;
  const profileUrl = `${baseURL}/tanacsado/${adviser.id}`;
  const sitemap = async () => (await request.get('/sitemap.xml')).text();
  expect(await sitemap()).toContain(`<loc>${profileUrl}</loc>`);

  await logInAs(page, 'tanacsado', 'tanacsado@pelda.hu', DEMO_PASSWORD);
  await page.goto('/tanacsadoi-fiok/profil');
  const indexing = page.getByRole('switch', {
    name: 'A profilom megjelenhet a keresőmotorok találatai között',
  });
  await expect(indexing).toBeChecked();
  await indexing.click();
  await expect(page.getByText('A keresőmotorok ezentúl nem indexelik a profilját.')).toBeVisible();

  const hidden = await crawl(request, `/tanacsado/${adviser.id}`);
  expect(hidden.status).toBe(200);
  expect(hidden.meta('robots')).toBe('noindex');
  expect(await sitemap()).not.toContain(`<loc>${profileUrl}</loc>`);

  await indexing.click();
  await expect(page.getByText('A profilja megjelenhet a keresőmotorok találatai között.')).toBeVisible();
  expect((await crawl(request, `/tanacsado/${adviser.id}`)).meta('robots')).toBeNull();
  expect(await sitemap()).toContain(`<loc>${profileUrl}</loc>`);
});

/** The page's uncaught errors and the console messages that count as problems, as they come. */
function pageProblems(page: Page, counts: (message: ConsoleMessage) => boolean): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (counts(message)) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('hydration', () => {
  const publicPaths = ['/', '/tanacsadok', '/landing', '/landing-tanacsadoknak', '/aszf', '/adatkezeles'];

  test('server-rendered pages hydrate without console errors and stay interactive', async ({
    page,
    request,
  }) => {
    const [adviser] = await firstAdvisers(request);
    const problems = pageProblems(
      page,
      (message) => message.type() === 'error' || message.type() === 'warning',
    );

    for (const path of [...publicPaths, `/tanacsado/${adviser?.id}`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The page is readable from its HTML and CSS: its scripts are asked for after the first paint.
      const scripts = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
        const loaded = performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
        return {
          count: loaded.length,
          beforePaint: loaded.filter((entry) => entry.startTime < paint).length,
        };
      });
      expect(scripts.count, path).toBeGreaterThan(0);
      expect(scripts.beforePaint, path).toBe(0);
      // The theme's variables come once, from the server, outside what the browser hydrates.
      const themeStyles = page.locator('style[data-mantine-styles="true"]');
      await expect(themeStyles, path).toHaveCount(1);
      await expect(page.locator('body > style[data-mantine-styles="true"]'), path).toHaveCount(1);
    }
    expect(problems).toEqual([]);

    // Interactive: the header's link navigates in the page, the search box offers suggestions.
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Fő navigáció' })
      .getByRole('link', { name: 'Tanácsadók', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tanácsadók' })).toBeVisible();
    await expect(page).toHaveTitle(`Tanácsadók – ${SITE}`);
    await page
      .getByRole('combobox')
      .first()
      .fill(adviser?.name.split(' ').at(-1) ?? '');
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(problems).toEqual([]);
  });

  // The page's scripts wait for the browser's report of the first paint; a browser must get them anyway.
  for (const [browserKind, paintTiming] of [
    ['claims paint timing but never reports a paint (2 s after the load event)', ['paint']],
    ['has no paint timing (after the first frame)', []],
  ] satisfies [string, string[]][]) {
    test(`a browser that ${browserKind} still runs the page`, async ({ page }) => {
      await page.addInitScript((supported) => {
        window.PerformanceObserver = class {
          static supportedEntryTypes = supported;
          observe() {}
          disconnect() {}
          takeRecords() {
            return [];
          }
        } as unknown as typeof PerformanceObserver;
      }, paintTiming);
      // page.goto returns once the page is hydrated (e2e/fixtures.ts).
      await page.goto('/tanacsadok?sortBy=name');
      await page.getByRole('button', { name: 'Következő oldal' }).click();
      await expect(page).toHaveURL(/page=2/);
    });
  }

  // A first visit: no cookie choice stored yet, the dialog is up.
  test.describe(() => {
    test.use({ consent: false });

    test('a first visit to a public page starts no Intl (its start-up costs a phone ~200 ms of main thread)', async ({
      page,
      request,
    }) => {
      const [adviser] = await firstAdvisers(request);
      // Every way into ICU the app could take, counted before the page's own scripts run.
      await page.addInitScript(`
        window.__intlUses = [];
        for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Segmenter']) {
          Intl[name] = new Proxy(Intl[name], {
            construct(target, args) { window.__intlUses.push(name); return Reflect.construct(target, args); },
            apply(target, self, args) { window.__intlUses.push(name); return Reflect.apply(target, self, args); },
          });
        }
        for (const [proto, method] of [[String.prototype, 'localeCompare'], [String.prototype, 'toLocaleLowerCase'], [String.prototype, 'toLocaleUpperCase'], [Number.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleDateString'], [Date.prototype, 'toLocaleTimeString']]) {
          const original = proto[method];
          proto[method] = function (...args) { window.__intlUses.push(method); return original.apply(this, args); };
        }
      `);
      for (const path of ['/', '/tanacsadok', `/tanacsado/${adviser?.id}`, '/landing', '/aszf']) {
        await page.goto(path);
        await expect(page.getByRole('dialog', { name: 'Süti beállítások' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(
          await page.evaluate(() => (window as unknown as { __intlUses: string[] }).__intlUses),
          path,
        ).toEqual([]);
      }
    });
  });

  test('a visitor with a stored session hydrates a public page without a mismatch', async ({
    page,
    request,
  }) => {
    const [adviser] = await firstAdvisers(request);
    // A stored token makes the client start "restoring" while the server rendered a guest's page.
    await page.addInitScript(
      ([key]) => window.localStorage.setItem(key as string, 'lejart-token'),
      [TOKEN_KEY],
    );
    // The expired token's 401 is the network's, not the page's.
    const problems = pageProblems(
      page,
      (message) => message.type() === 'error' && !message.text().includes('401'),
    );
    // The profile's booking button waits for the session check: the server rendered it for a guest.
    await page.goto(`/tanacsado/${adviser?.id}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: 'Foglalás' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
