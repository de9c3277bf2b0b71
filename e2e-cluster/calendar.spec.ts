import { type APIRequestContext, expect, test } from '@playwright/test';
import { PASSWORD, verifiedAccount } from '../e2e/fixtures';
import { cluster, DEMO_PASSWORD, pinSocket, signedInPage } from './cluster';

/** A bookable adviser: a topic, every-day hours, no notice period, billing data, activated by the admin. */
async function bookableAdviser(request: APIRequestContext) {
  const adviser = await verifiedAccount(request, 'tanacsado', 'Naptáras Nelli');
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
        companyName: 'Naptáras Nelli e.v.',
        country: 'Magyarország',
        city: 'Pécs',
        zipCode: '7621',
        address: 'Király utca 1.',
        vatNumber: '12345678-1-02',
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
    data: { email: 'admin@pelda.hu', password: DEMO_PASSWORD },
  });
  const activated = await request.patch(`/api/tanacsadok/${id}/activate`, {
    headers: { authorization: `Bearer ${(await admin.json()).token as string}` },
  });
  expect(activated.ok()).toBe(true);
  return { ...adviser, id, type };
}

test('a booking made on A appears live on the adviser calendar open on B', async ({ browser, request }) => {
  const adviser = await bookableAdviser(request);
  const asker = await verifiedAccount(request, 'kerdezo', 'Foglaló Fanni');
  const askerHeaders = { authorization: `Bearer ${asker.token}` };
  const extended = await request.post('/api/kerdezok/extend-subscription', {
    headers: askerHeaders,
    data: { days: 30 },
  });
  expect(extended.ok()).toBe(true);

  // The adviser's calendar through Caddy, its socket on B, showing next week.
  const page = await signedInPage(browser, adviser.email, PASSWORD, /\/tanacsadoi-fiok$/);
  await page.goto('/tanacsadoi-fiok/naptar');
  await pinSocket(page, adviser.user.id, cluster.b);
  await expect(page.getByRole('heading', { level: 1, name: 'Naptár' })).toBeVisible();
  await page.getByRole('button', { name: 'Következő hét' }).click();
  const days = page.getByTestId('calendar-grid').locator('td.fc-timegrid-col[data-date]');
  await expect(days).toHaveCount(7);
  const firstDay = (await days.first().getAttribute('data-date')) as string;
  const lastDay = (await days.last().getAttribute('data-date')) as string;
  const events = page.getByTestId('calendar-event');
  await expect(events).toHaveCount(0);

  // A free slot of that week, booked by the asker straight on A's port.
  const from = new Date(`${firstDay}T00:00:00Z`).toISOString();
  const to = new Date(new Date(`${lastDay}T00:00:00Z`).getTime() + 24 * 3600_000).toISOString();
  const slots = (
    await (
      await request.get(
        `${cluster.a}/api/tanacsadok/${adviser.id}/available-slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&typeId=${adviser.type.id}`,
      )
    ).json()
  ).data as { startTime: string }[];
  const budapestDay = (iso: string) =>
    new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Budapest' }).format(new Date(iso));
  const slot = slots.find((s) => budapestDay(s.startTime) >= firstDay && budapestDay(s.startTime) <= lastDay);
  expect(slot).toBeTruthy();
  const booked = await request.post(`${cluster.a}/api/appointments`, {
    headers: askerHeaders,
    data: {
      expertId: adviser.id,
      startTime: slot?.startTime,
      consultationType: adviser.type.id,
      notes: 'A-ról',
    },
  });
  expect(booked.status()).toBe(201);

  // No reload: the live event crosses from A to B; a toast says so and the week reloads.
  await expect(page.getByText(`Új foglalás: Foglaló Fanni – ${adviser.type.name}`)).toBeVisible();
  await expect(events).toHaveCount(1);
  await expect(events).toContainText(`Foglaló Fanni – ${adviser.type.name}`);
  await page.context().close();
});
