import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, loginThroughForm, PASSWORD, test, verifiedAccount } from './fixtures';

/** A bookable adviser: topics, every-day hours, no notice period, billing data, activated by the admin. */
async function bookableAdviser(request: APIRequestContext) {
  const adviser = await verifiedAccount(request, 'tanacsado', 'Foglalható Ferenc');
  const id = adviser.user.tanacsadoData?.id as string;
  const headers = { authorization: `Bearer ${adviser.token}` };
  const types = (await (await request.get('/api/tipusok')).json()).data as { id: string; name: string }[];
  const type = types[0] as { id: string; name: string };
  const schedule = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '08:00', end: '20:00' }));
  const update = await request.put(`/api/tanacsadok/${id}`, {
    headers,
    data: {
      consultingTopics: [type.id],
      workSchedule: schedule,
      billingAddress: {
        companyName: 'Foglalható Ferenc e.v.',
        country: 'Magyarország',
        city: 'Győr',
        zipCode: '9021',
        address: 'Baross út 1.',
        vatNumber: '12345678-1-08',
        bankAccountNumber: '11737007-20000000-00000000',
      },
    },
  });
  expect(update.ok()).toBe(true);
  await request.put(`/api/tanacsadok/${id}/settings`, {
    headers,
    data: { minNoticeHours: 0, bufferMinutes: 0, maxAdvanceDays: 60 },
  });
  const admin = await request.post('/api/auth/login', {
    data: { email: 'admin@pelda.hu', password: 'Demo1234!' },
  });
  const adminToken = (await admin.json()).token as string;
  const activated = await request.patch(`/api/tanacsadok/${id}/activate`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(activated.ok()).toBe(true);
  return { id, headers, type };
}

test.describe('booking', () => {
  test.use({ reducedMotion: 'reduce' });

  test('an asker books a free slot and the adviser sees the booking', async ({
    page,
    browser,
    request,
    consented,
  }) => {
    void consented;
    // Two users' journeys, with axe on three pages.
    test.setTimeout(120_000);
    const adviser = await bookableAdviser(request);
    const asker = await verifiedAccount(request, 'kerdezo', 'Foglaló Flóra');
    const extended = await request.post('/api/kerdezok/extend-subscription', {
      headers: { authorization: `Bearer ${asker.token}` },
      data: { days: 30 },
    });
    expect(extended.ok()).toBe(true);

    await loginThroughForm(page, asker.email, PASSWORD);
    await expect(page).toHaveURL(/\/kerdezo$/);

    await page.goto(`/kerdezo/foglalas/${adviser.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Időpontfoglalás' })).toBeVisible();
    await expect(page.getByTestId('booking-adviser-name')).toHaveText('Foglalható Ferenc');
    // The only consultation type is preselected; next week surely has free times.
    await page.getByRole('button', { name: 'Következő hét' }).first().click();
    const slot = page.getByTestId('slot-button').first();
    await expect(slot).toBeVisible();
    await expectAccessible(page);
    const slotName = await slot.getAttribute('aria-label');
    await slot.click();
    await page.getByRole('textbox', { name: 'Megjegyzés a tanácsadónak' }).fill('Első konzultáció');
    await page.getByRole('button', { name: 'Időpont lefoglalása' }).click();
    const dialog = page.getByRole('dialog', { name: 'Foglalás megerősítése' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Foglalás', exact: true }).click();
    await expect(
      page.getByText('Sikeres foglalás! A tanácsadó hamarosan megerősíti az időpontot.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/kerdezo\/tanacsadasaim$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tanácsadásaim' })).toBeVisible();
    await expect(page.getByText('Megerősítésre vár').first()).toBeVisible();
    await expect(page.getByText('Foglalható Ferenc').first()).toBeVisible();
    await expectAccessible(page);

    const from = new Date().toISOString();
    const to = new Date(Date.now() + 30 * 24 * 3600_000).toISOString();
    const listed = await request.get(
      `/api/appointments?startDate=${encodeURIComponent(from)}&endDate=${encodeURIComponent(to)}`,
      { headers: adviser.headers },
    );
    const appointments = (await listed.json()).appointments as { notes: string; client: { name: string } }[];
    expect(appointments).toEqual([
      expect.objectContaining({
        notes: 'Első konzultáció',
        client: { id: asker.user.id, name: 'Foglaló Flóra' },
      }),
    ]);
    expect(slotName).toBeTruthy();

    // The adviser sees the booking in the next week of the calendar (week view, Budapest time).
    const adviserEmail = (
      await (await request.get('/api/auth/verify-token', { headers: adviser.headers })).json()
    ).user.email as string;
    const adviserContext = await browser.newContext({ reducedMotion: 'reduce' });
    await adviserContext.addInitScript(() =>
      localStorage.setItem(
        'cookie-preferences',
        JSON.stringify({ szukseges: true, statisztika: false, marketing: false }),
      ),
    );
    const adviserPage = await adviserContext.newPage();
    await loginThroughForm(adviserPage, adviserEmail, PASSWORD);
    await expect(adviserPage).toHaveURL(/\/tanacsadoi-fiok$/);
    await adviserPage.getByRole('link', { name: 'Naptár' }).click();
    await expect(adviserPage.getByRole('heading', { level: 1, name: 'Naptár' })).toBeVisible();
    await adviserPage.getByRole('button', { name: 'Következő hét' }).click();
    const event = adviserPage.getByTestId('calendar-event');
    await expect(event).toHaveCount(1);
    await expect(event).toContainText(`Foglaló Flóra – ${adviser.type.name}`);
    await expect(event).toContainText('Megerősítésre vár');
    // The accessible name says the day and the time the asker chose ('Hétfő, november 23., 09:00').
    const [day, monthDay, time] = (slotName as string).split(', ');
    await expect(event).toHaveAttribute('aria-label', new RegExp(`^${day}, ${monthDay}, ${time}–`));
    await expect(adviserPage.getByTestId('week-agenda')).toContainText(
      `Foglaló Flóra – ${adviser.type.name}`,
    );
    await expectAccessible(adviserPage);
    // Keyboard: Enter on the event opens its details.
    await event.focus();
    await adviserPage.keyboard.press('Enter');
    const details = adviserPage.getByRole('dialog', { name: 'Foglalás részletei' });
    await expect(details).toContainText('Első konzultáció');
    await details.getByRole('button', { name: 'Bezárás' }).first().click();
    await adviserContext.close();
  });

  test('the adviser confirms with an invoice, the asker downloads it; a time change is approved', async ({
    page,
    browser,
    request,
    consented,
  }) => {
    void consented;
    const adviser = await bookableAdviser(request);
    const adviserEmail = (
      await (await request.get('/api/auth/verify-token', { headers: adviser.headers })).json()
    ).user.email as string;
    const asker = await verifiedAccount(request, 'kerdezo', 'Számlás Sára');
    const askerHeaders = { authorization: `Bearer ${asker.token}` };
    await request.post('/api/kerdezok/extend-subscription', { headers: askerHeaders, data: { days: 30 } });
    const from = new Date(Date.now() + 2 * 24 * 3600_000).toISOString();
    const to = new Date(Date.now() + 9 * 24 * 3600_000).toISOString();
    const slots = (
      await (
        await request.get(
          `/api/tanacsadok/${adviser.id}/available-slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&typeId=${adviser.type.id}`,
        )
      ).json()
    ).data as { startTime: string }[];
    const booked = await request.post('/api/appointments', {
      headers: askerHeaders,
      data: { expertId: adviser.id, startTime: slots[0]?.startTime, consultationType: adviser.type.id },
    });
    expect(booked.status()).toBe(201);

    // The adviser confirms with the invoice.
    await loginThroughForm(page, adviserEmail, PASSWORD);
    await expect(page).toHaveURL(/\/tanacsadoi-fiok$/);
    await page.getByRole('link', { name: 'Tanácsadások' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tanácsadások' })).toBeVisible();
    await expect(page.getByText('Számlás Sára').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Megerősítés', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Foglalás megerősítése' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'szamla.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      ),
    });
    await dialog.getByRole('button', { name: 'Megerősítés és számla küldése' }).click();
    await expect(
      page.getByText('A foglalás sikeresen megerősítve és a számla elküldve az ügyfélnek'),
    ).toBeVisible();

    // The asker downloads the invoice and asks for another time.
    const askerContext = await browser.newContext({ reducedMotion: 'reduce' });
    await askerContext.addInitScript(() =>
      localStorage.setItem(
        'cookie-preferences',
        JSON.stringify({ szukseges: true, statisztika: false, marketing: false }),
      ),
    );
    const askerPage = await askerContext.newPage();
    await loginThroughForm(askerPage, asker.email, PASSWORD);
    await expect(askerPage).toHaveURL(/\/kerdezo$/);
    await askerPage.goto('/kerdezo/tanacsadasaim');
    await expect(askerPage.getByText('Megerősítve').first()).toBeVisible();
    const downloading = askerPage.waitForEvent('download');
    await askerPage.getByRole('button', { name: 'Számla letöltése' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    await askerPage.getByRole('button', { name: 'Időpont módosítása' }).click();
    const change = askerPage.getByRole('dialog', { name: 'Időpont-módosítás kérése' });
    const newStart = new Date(slots[1]?.startTime ?? '');
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Budapest',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .format(newStart)
      .replace(' ', 'T');
    await change.getByLabel('Új kezdési időpont (budapesti idő)', { exact: false }).fill(local);
    await change.getByRole('button', { name: 'Kérelem küldése' }).click();
    await expect(askerPage.getByText('Időpont módosítási kérelem elküldve').first()).toBeVisible();
    await askerContext.close();

    // The adviser approves it; the appointment moves.
    await page.reload();
    await page.locator('label', { hasText: 'Közelgő' }).click();
    await page.getByRole('button', { name: 'Elfogadás' }).first().click();
    await expect(page.getByText('Időpont módosítási kérelem elfogadva').first()).toBeVisible();
    const moved = await request.get(`/api/appointments/${(await booked.json()).id}`, {
      headers: askerHeaders,
    });
    expect((await moved.json()).data.startTime).toBe(newStart.toISOString());
  });
});
