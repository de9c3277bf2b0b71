import { expect, test } from '@playwright/test';
import { bookableAdviser, PASSWORD, subscribedAsker } from '../e2e/fixtures';
import { cluster, pinSocket, signedInPage } from './cluster';

test('a booking made on A appears live on the adviser calendar open on B', async ({ browser, request }) => {
  const adviser = await bookableAdviser(request, 'Naptáras Nelli');
  const asker = await subscribedAsker(request, 'Foglaló Fanni');

  // The adviser's calendar through Caddy, its socket on B, showing next week.
  const page = await signedInPage(browser, 'tanacsado', adviser.email, PASSWORD);
  await page.goto('/tanacsadoi-fiok/naptar');
  await pinSocket(page, adviser.user.id, cluster.b);
  await expect(page.getByRole('heading', { level: 1, name: 'Naptár' })).toBeVisible();
  await page.getByRole('button', { name: 'Következő hét' }).click();
  const days = page.getByTestId('calendar-grid').locator('.tp-day-lane[data-date]');
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
    headers: asker.headers,
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
