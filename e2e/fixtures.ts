import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, test as base, expect, type Page } from '@playwright/test';

export const COOKIE_KEY = 'cookie-preferences';
export const TOKEN_KEY = 'auth-token';

/** A server-rendered page (it carries its data in #ssr-state) is used only once it is hydrated. */
const hydrated = () =>
  !document.getElementById('ssr-state') || document.documentElement.dataset.interactive === 'true';

/**
 * `page.goto` and `page.reload` return once a server-rendered page is hydrated: before that its
 * buttons and selects change only the markup. `consented`: pages opened with a cookie choice already
 * stored, so the consent dialog does not cover them.
 */
export const test = base.extend<{ consented: undefined }>({
  page: async ({ page }, use) => {
    const thenHydrated = async <T>(navigation: Promise<T>) => {
      const response = await navigation;
      await page.waitForFunction(hydrated);
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = (...args) => thenHydrated(goto(...args));
    page.reload = (...args) => thenHydrated(reload(...args));
    await use(page);
  },
  consented: [
    async ({ context }, use) => {
      await context.addInitScript(
        ([key]) => {
          if (!window.localStorage.getItem(key as string)) {
            window.localStorage.setItem(
              key as string,
              JSON.stringify({ szukseges: true, statisztika: false, marketing: false }),
            );
          }
        },
        [COOKIE_KEY],
      );
      await use(undefined);
    },
    { auto: false },
  ],
});

export { expect };

/**
 * Records what hydration changed in the server's markup: every element removed from #root and every
 * text rewritten there, until the page marks itself interactive. A hydration that matched the server's
 * markup keeps every node, whatever the renderer reports on the console.
 */
export async function watchHydration(page: Page) {
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { hydrationChanges: string[] }).hydrationChanges = changes;
    let done = false;
    const inRoot = (node: Node) => document.getElementById('root')?.contains(node) ?? false;
    new MutationObserver((records) => {
      for (const record of records) {
        if (done) return;
        if (record.type === 'attributes') {
          done = record.target === document.documentElement;
        } else if (record.type === 'characterData' && inRoot(record.target)) {
          changes.push(`text "${record.oldValue}" -> "${record.target.textContent}"`);
        } else if (record.type === 'childList' && inRoot(record.target)) {
          for (const node of record.removedNodes) {
            if (node instanceof Element) changes.push(`removed ${node.outerHTML.slice(0, 120)}`);
          }
        }
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      characterDataOldValue: true,
      attributes: true,
      attributeFilter: ['data-interactive'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { hydrationChanges: string[] }).hydrationChanges);
}

/** Fails on serious or critical WCAG 2.1 A/AA violations, listing them readably. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(report, `a11y violations on ${page.url()}`).toEqual([]);
}

export const PASSWORD = 'Hosszu-Jelszo-2026';

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@pelda.hu`;

const mailbox = async (request: APIRequestContext, email: string) =>
  (await (await request.get(`/dev/mail?format=json&to=${encodeURIComponent(email)}`)).json()).data as {
    text: string;
  }[];

/** The newest 6-digit code mailed to the address, read from the local mailbox (/dev/mail). */
export async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await mailbox(request, email))[0]?.text.match(/^\d{6}$/m)?.[0];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

export const mailCount = async (request: APIRequestContext, email: string) =>
  (await mailbox(request, email)).length;

/** The code of a mail that arrives after `previousCount` mails. */
export async function newCode(request: APIRequestContext, email: string, previousCount: number) {
  await expect.poll(() => mailCount(request, email)).toBeGreaterThan(previousCount);
  return mailedCode(request, email);
}

let fixtureClients = 0;

/**
 * Registers and verifies an account through the API, as the fixture of other journeys. Each comes from
 * a client address of its own (X-Forwarded-For, trusted from loopback in the e2e server): the suite
 * makes more accounts than one address may register in 15 minutes.
 */
export async function verifiedAccount(
  request: APIRequestContext,
  role: 'kerdezo' | 'tanacsado',
  name: string,
) {
  const email = uniqueEmail(role);
  fixtureClients += 1;
  const registered = await request.post('/api/auth/register', {
    data: { name, email, password: PASSWORD, role, acceptTerms: true },
    headers: {
      'x-forwarded-for': `198.51.${Math.floor(fixtureClients / 250)}.${(fixtureClients % 250) + 1}`,
    },
  });
  expect(registered.status()).toBe(201);
  const verified = await request.post('/api/auth/verify-email', {
    data: { email, code: await mailedCode(request, email) },
  });
  expect(verified.ok()).toBe(true);
  const body = await verified.json();
  return {
    email,
    token: body.token as string,
    user: body.user as { id: string; tanacsadoData?: { id: string } },
  };
}

export async function loginThroughForm(page: Page, email: string, password: string) {
  await page.goto('/bejelentkezes');
  await expect(page.getByRole('heading', { level: 1, name: 'Bejelentkezés' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail cím', exact: true }).fill(email);
  await page.getByLabel('Jelszó', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Bejelentkezés', exact: true }).click();
}

/** A fresh, verified account (through the API), logged in through the form. */
export async function freshAccount(
  page: Page,
  request: APIRequestContext,
  role: 'kerdezo' | 'tanacsado',
  name: string,
) {
  const { email } = await verifiedAccount(request, role, name);
  await loginThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(role === 'kerdezo' ? /\/kerdezo$/ : /\/tanacsadoi-fiok$/);
  return email;
}

/**
 * A verified adviser anyone can book: the first consultation type, every day 08:00–20:00, no notice
 * period, billing data complete, activated by the demo admin.
 */
export async function bookableAdviser(request: APIRequestContext, name: string) {
  const adviser = await verifiedAccount(request, 'tanacsado', name);
  const id = adviser.user.tanacsadoData?.id as string;
  const headers = { authorization: `Bearer ${adviser.token}` };
  const types = (await (await request.get('/api/tipusok')).json()).data as { id: string; name: string }[];
  const type = types[0] as { id: string; name: string };
  const updated = await request.put(`/api/tanacsadok/${id}`, {
    headers,
    data: {
      consultingTopics: [type.id],
      workSchedule: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '08:00', end: '20:00' })),
      billingAddress: {
        companyName: `${name} e.v.`,
        country: 'Magyarország',
        city: 'Győr',
        zipCode: '9021',
        address: 'Baross út 1.',
        vatNumber: '12345678-1-08',
        bankAccountNumber: '11737007-20000000-00000000',
      },
    },
  });
  expect(updated.ok()).toBe(true);
  const settings = await request.put(`/api/tanacsadok/${id}/settings`, {
    headers,
    data: { minNoticeHours: 0, bufferMinutes: 0, maxAdvanceDays: 60 },
  });
  expect(settings.ok()).toBe(true);
  const admin = await request.post('/api/auth/login', {
    data: { email: 'admin@pelda.hu', password: 'Demo1234!' },
  });
  const activated = await request.patch(`/api/tanacsadok/${id}/activate`, {
    headers: { authorization: `Bearer ${(await admin.json()).token as string}` },
  });
  expect(activated.ok()).toBe(true);
  return { id, email: adviser.email, headers, type };
}

/** The free slots of an adviser for a consultation type between two times, as the booking page reads them. */
export async function freeSlots(
  request: APIRequestContext,
  adviser: { id: string; type: { id: string } },
  from: Date,
  to: Date,
) {
  const query = new URLSearchParams({
    from: from.toISOString(),
    to: to.toISOString(),
    typeId: adviser.type.id,
  });
  const answer = await request.get(`/api/tanacsadok/${adviser.id}/available-slots?${query}`);
  return (await answer.json()).data as { startTime: string }[];
}

/** A second user's own browser window (its own storage and session), with the cookie choice made. */
export async function consentedPage(browser: Browser) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await context.addInitScript(
    ([key]) =>
      window.localStorage.setItem(
        key as string,
        JSON.stringify({ szukseges: true, statisztika: false, marketing: false }),
      ),
    [COOKIE_KEY],
  );
  return { context, page: await context.newPage() };
}
