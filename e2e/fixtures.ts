import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { HYDRATION_ERROR } from '../web/lib/hydration-error';

export const COOKIE_KEY = 'cookie-preferences';
export const TOKEN_KEY = 'auth-token';

/** A server-rendered page (it carries its data in #ssr-state) is used only once it is hydrated. */
const hydrated = () =>
  !document.getElementById('ssr-state') || document.documentElement.dataset.interactive === 'true';

/** Every page of the context opens with a cookie choice stored (unless the page stored one itself). */
async function storeConsent(context: BrowserContext) {
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
}

/**
 * `page.goto` and `page.reload` return once a server-rendered page is hydrated: before that its
 * buttons and selects change only the markup. `consent`: a spec (or describe) that sets
 * `test.use({ consent: true })` opens its pages with a cookie choice already stored, so the consent
 * dialog does not cover them; off by default, for the specs that look at the dialog itself.
 */
export const test = base.extend<{ consent: boolean }>({
  consent: [false, { option: true }],
  context: async ({ context, consent }, use) => {
    if (consent) await storeConsent(context);
    await use(context);
  },
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
    // Markup React had to render afresh in the browser (web/main.tsx says so on the console) fails the test.
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith(HYDRATION_ERROR)) mismatches.push(`${page.url()}: ${message.text()}`);
    });
    await use(page);
    expect(mismatches, 'hydration mismatches').toEqual([]);
  },
});

export { expect };

/**
 * A describe block of user journeys: reduced motion (nothing animates under a click) and the cookie
 * choice stored (no consent dialog over the page); `options` adds to them (a time zone, a viewport).
 */
export function journeys(
  title: string,
  ...rest: [body: () => void] | [options: TestOptions, body: () => void]
) {
  const [options, body] = rest.length === 1 ? [{}, rest[0]] : rest;
  test.describe(title, () => {
    test.use({ reducedMotion: 'reduce', consent: true, ...options });
    body();
  });
}

type TestOptions = Parameters<typeof test.use>[0];

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

/** The mails of an address in the local mailbox (/dev/mail), newest first. */
export const mailsTo = async (request: APIRequestContext, email: string) =>
  (await (await request.get(`/dev/mail?format=json&to=${encodeURIComponent(email)}`)).json()).data as {
    subject: string;
    text: string;
  }[];

/** The newest 6-digit code mailed to the address, read from the local mailbox (/dev/mail). */
export async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await mailsTo(request, email))[0]?.text.match(/^\d{6}$/m)?.[0];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

export const mailCount = async (request: APIRequestContext, email: string) =>
  (await mailsTo(request, email)).length;

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

/** A fresh adviser and asker (through the API) with an appointment of theirs that can be joined now. */
export async function joinableMeeting(request: APIRequestContext, adviserName: string, askerName: string) {
  const adviser = await verifiedAccount(request, 'tanacsado', adviserName);
  const asker = await verifiedAccount(request, 'kerdezo', askerName);
  const created = await request.post('/dev/test/joinable-appointment', {
    data: { expertEmail: adviser.email, clientEmail: asker.email },
  });
  expect(created.status()).toBe(201);
  const { roomId } = (await created.json()) as { roomId: string };
  return { adviser, asker, roomId };
}

/** The seeded demo accounts' password (admin@, tanacsado@, kerdezo@pelda.hu and the other demo users). */
export const DEMO_PASSWORD = 'Demo1234!';
export const ADMIN = { email: 'admin@pelda.hu', password: DEMO_PASSWORD };

/** Logs in through the API; the session's token, its headers and the user. */
export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  const body = await res.json();
  return {
    token: body.token as string,
    headers: { authorization: `Bearer ${body.token as string}` },
    user: body.user as { id: string; tanacsadoData?: { id: string } },
  };
}

/** The page each role lands on after logging in. */
export const HOME = {
  admin: /\/admin$/,
  tanacsado: /\/tanacsadoi-fiok$/,
  kerdezo: /\/kerdezo$/,
} as const;
export type Role = keyof typeof HOME;

/** Logs in through the form and waits for the role's own area. */
export async function logInAs(page: Page, role: Role, email: string, password = PASSWORD) {
  await loginThroughForm(page, email, password);
  await expect(page).toHaveURL(HOME[role]);
  // The address changes at once; the public layout stays on screen until the area's code has loaded (a
  // navigation keeps the previous screen meanwhile): the area is there once its home page's title is.
  await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE[role] })).toBeVisible();
}

/** The demo admin logs in through the form. */
export const logInAsAdmin = (page: Page) => logInAs(page, 'admin', ADMIN.email, ADMIN.password);

const HOME_TITLE: Record<Role, string> = {
  admin: 'Vezérlőpult',
  tanacsado: 'Áttekintés',
  kerdezo: 'Áttekintés',
};

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
  await logInAs(page, role, email);
  return email;
}

/** A verified asker with a 30-day subscription (through the API) and the headers of their API session. */
export async function subscribedAsker(request: APIRequestContext, name: string) {
  const asker = await verifiedAccount(request, 'kerdezo', name);
  const headers = { authorization: `Bearer ${asker.token}` };
  const extended = await request.post('/api/kerdezok/extend-subscription', { headers, data: { days: 30 } });
  expect(extended.ok()).toBe(true);
  return { ...asker, headers };
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
  const admin = await apiLogin(request, ADMIN.email);
  const activated = await request.patch(`/api/tanacsadok/${id}/activate`, { headers: admin.headers });
  expect(activated.ok()).toBe(true);
  return { id, email: adviser.email, user: adviser.user, headers, type };
}

/** The moment `days` (whole or not) from now. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 3600_000);

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

/** Books a slot as the asker through the API (expecting 201); the new appointment's id. */
export async function bookThroughApi(
  request: APIRequestContext,
  adviser: { id: string; type: { id: string } },
  asker: { headers: Record<string, string> },
  startTime: string | undefined,
) {
  const booked = await request.post('/api/appointments', {
    headers: asker.headers,
    data: { expertId: adviser.id, startTime, consultationType: adviser.type.id },
  });
  expect(booked.status()).toBe(201);
  return (await booked.json()).id as string;
}

/** Books the adviser's first free slot between two times as the asker, through the API; its id. */
export async function bookFirstFreeSlot(
  request: APIRequestContext,
  adviser: { id: string; type: { id: string } },
  asker: { headers: Record<string, string> },
  from: Date,
  to: Date,
) {
  const [first] = await freeSlots(request, adviser, from, to);
  return bookThroughApi(request, adviser, asker, first?.startTime);
}

/** The adviser confirms a booking through the API, with a (tiny, valid) PDF invoice. */
export async function confirmWithInvoice(
  request: APIRequestContext,
  adviser: { headers: Record<string, string> },
  appointmentId: string,
) {
  const confirmed = await request.put(`/api/appointments/${appointmentId}/confirm`, {
    headers: adviser.headers,
    multipart: {
      invoice: {
        name: 'szamla.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(
          '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
        ),
      },
    },
  });
  expect(confirmed.ok()).toBe(true);
}

/** Opens an adviser's booking page (`query`: its search part, e.g. `?het=…`) as an asker. */
export async function openBookingPage(page: Page, adviserId: string, query = '') {
  await page.goto(`/kerdezo/foglalas/${adviserId}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Időpontfoglalás' })).toBeVisible();
}

/**
 * A fresh subscribed asker (through the API), logged in through the form, on an adviser's booking page
 * (`query` as for openBookingPage): the opening of the asker's side of a booking journey.
 */
export async function askerOnBookingPage(
  page: Page,
  request: APIRequestContext,
  askerName: string,
  adviserId: string,
  query = '',
) {
  const asker = await subscribedAsker(request, askerName);
  await logInAs(page, 'kerdezo', asker.email);
  await openBookingPage(page, adviserId, query);
  return asker;
}

/** Books the slot chosen on the booking page: the button, the confirmation, the asker's consultations. */
export async function bookChosenSlot(page: Page) {
  await page.getByRole('button', { name: 'Időpont lefoglalása' }).click();
  const dialog = page.getByRole('dialog', { name: 'Foglalás megerősítése' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Foglalás', exact: true }).click();
  await expect(
    page.getByText('Sikeres foglalás! A tanácsadó hamarosan megerősíti az időpontot.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/kerdezo\/tanacsadasaim$/);
}

/**
 * Saves a field of the calendar page's booking settings: `tooMuch` is refused with `limitMessage` and the
 * focus back on the field, then `value` is saved.
 */
export async function saveBookingSetting(
  page: Page,
  fieldName: string,
  tooMuch: string,
  limitMessage: string,
  value: string,
) {
  const field = page.getByRole('textbox', { name: fieldName });
  const save = page.getByRole('button', { name: 'Beállítások mentése' });
  await field.fill(tooMuch);
  await save.click();
  await expect(page.getByText(limitMessage)).toBeVisible();
  await expect(field).toBeFocused();
  await field.fill(value);
  await save.click();
  await expect(page.getByText('A foglalási beállítások sikeresen mentve.')).toBeVisible();
}

/** Follows the link named like the screen it opens (a menu item) and waits for that screen's title. */
export async function followLinkTo(page: Page, name: string) {
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** A second user's own browser window (its own storage and session), with the cookie choice made. */
export async function consentedPage(
  browser: Browser,
  options: BrowserContextOptions = { reducedMotion: 'reduce' },
) {
  const context = await browser.newContext(options);
  await storeConsent(context);
  return { context, page: await context.newPage() };
}

/** A browser context of its own (own storage, own socket), signed in through the login form. */
export async function signedInPage(
  browser: Browser,
  role: Role,
  email: string,
  password = PASSWORD,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const { page } = await consentedPage(browser, {
    locale: 'hu-HU',
    timezoneId: 'Europe/Budapest',
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  await logInAs(page, role, email, password);
  return page;
}

/** The <video> of a call shows real frames from the other side. */
export async function expectRemoteVideo(page: Page, timeout: number) {
  await page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
      return Boolean(video && video.videoWidth > 0 && video.readyState >= 2);
    },
    undefined,
    { timeout },
  );
}
