import {
  addDays,
  budapestDateKey,
  budapestLocalToIso,
  budapestMidnightIso,
  currentWeekStart,
  formatMonthDay,
  formatWeekLabel,
  mondayOf,
} from '@common/budapest-time';
import {
  askerOnBookingPage,
  bookableAdviser,
  bookChosenSlot,
  bookThroughApi,
  daysFromNow,
  expect,
  expectAccessible,
  followLinkTo,
  freeSlots,
  journeys,
  logInAs,
  signedInPage,
  subscribedAsker,
  test,
} from './fixtures';

journeys('booking', () => {
  test('an asker books a free slot and the adviser sees the booking', async ({ page, browser, request }) => {
    // Two users' journeys, with axe on three pages.
    test.setTimeout(120_000);
    const adviser = await bookableAdviser(request, 'Foglalható Ferenc');
    // From this week (the page would open on the week of the next free time, next week late on a Sunday).
    const asker = await askerOnBookingPage(
      page,
      request,
      'Foglaló Flóra',
      adviser.id,
      `?het=${currentWeekStart()}`,
    );
    await expect(page.getByTestId('booking-adviser-name')).toHaveText('Foglalható Ferenc');
    // The only consultation type is preselected; next week surely has free times.
    await page.getByRole('button', { name: 'Következő hét' }).first().click();
    const slot = page.getByTestId('slot-button').first();
    await expect(slot).toBeVisible();
    await expectAccessible(page);
    const slotName = await slot.getAttribute('aria-label');
    await slot.click();
    await page.getByRole('textbox', { name: 'Megjegyzés a tanácsadónak' }).fill('Első konzultáció');
    await bookChosenSlot(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Tanácsadásaim' })).toBeVisible();
    await expect(page.getByText('Megerősítésre vár').first()).toBeVisible();
    await expect(page.getByText('Foglalható Ferenc').first()).toBeVisible();
    await expectAccessible(page);

    const from = new Date().toISOString();
    const to = daysFromNow(30).toISOString();
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
    const adviserPage = await signedInPage(browser, 'tanacsado', adviser.email);
    await followLinkTo(adviserPage, 'Naptár');
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
    await adviserPage.context().close();
  });

  test('the adviser confirms with an invoice, the asker downloads it; a time change is approved', async ({
    page,
    browser,
    request,
  }) => {
    const adviser = await bookableAdviser(request, 'Foglalható Ferenc');
    const asker = await subscribedAsker(request, 'Számlás Sára');
    const slots = await freeSlots(request, adviser, daysFromNow(2), daysFromNow(9));
    const bookingId = await bookThroughApi(request, adviser, asker, slots[0]?.startTime);

    // The adviser confirms with the invoice.
    await logInAs(page, 'tanacsado', adviser.email);
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
    const askerPage = await signedInPage(browser, 'kerdezo', asker.email);
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
    await askerPage.context().close();

    // The adviser approves it; the appointment moves.
    await page.reload();
    await page.locator('label', { hasText: 'Közelgő' }).click();
    await page.getByRole('button', { name: 'Elfogadás' }).first().click();
    await expect(page.getByText('Időpont módosítási kérelem elfogadva').first()).toBeVisible();
    const moved = await request.get(`/api/appointments/${bookingId}`, {
      headers: asker.headers,
    });
    expect((await moved.json()).data.startTime).toBe(newStart.toISOString());
  });

  test('the page opens on the week of the next free time and offers no waitlist for days off', async ({
    page,
    request,
  }) => {
    // An adviser working on weekdays, away until the Monday after the coming Sunday.
    const adviser = await bookableAdviser(request, 'Hétköznapi Hanna');
    const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '17:00' }));
    const scheduled = await request.put(`/api/tanacsadok/${adviser.id}`, {
      headers: adviser.headers,
      data: { workSchedule: weekdays },
    });
    expect(scheduled.ok()).toBe(true);
    // The coming Sunday (a week later when today is one).
    const sunday = addDays(mondayOf(addDays(budapestDateKey(new Date()), 1)), 6);
    const monday = addDays(sunday, 1);
    const away = await request.post(`/api/tanacsadok/${adviser.id}/time-off`, {
      headers: adviser.headers,
      data: {
        startTime: new Date().toISOString(),
        endTime: budapestMidnightIso(monday),
        reason: 'Szabadság',
      },
    });
    expect(away.status()).toBe(201);
    const mondayNine = new Date(budapestLocalToIso(`${monday}T09:00`) as string).toISOString();
    await expect
      .poll(
        async () =>
          (await (await request.get(`/api/tanacsadok/public/${adviser.id}`)).json()).data.nextFreeSlot,
      )
      .toBe(mondayNine);

    // The asker's browser is at Sunday noon: this week has nothing free, tomorrow 09:00 is the next time.
    await page.clock.install({ time: Date.parse(budapestLocalToIso(`${sunday}T12:00`) as string) });
    await askerOnBookingPage(page, request, 'Vasárnapi Vera', adviser.id);
    await expect(page.getByTestId('week-label')).toHaveText(formatWeekLabel(monday));
    await expect(page.getByTestId('slot-button').first()).toHaveAccessibleName(
      `Hétfő, ${formatMonthDay(monday)}, 09:00`,
    );
    await expect(page.getByTestId('waitlist-panel')).toHaveCount(0);

    // This week is empty, but its only day left is a Sunday, when the adviser does not work: no waitlist.
    await page.getByRole('button', { name: 'Ez a hét' }).click();
    await expect(page.getByTestId('week-label')).toHaveText(formatWeekLabel(mondayOf(sunday)));
    await expect(page.getByTestId('slots-status')).toContainText('Ezen a héten nincs szabad időpont.');
    await expect(page.getByTestId('waitlist-panel')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Szóljon, ha felszabadul egy időpont' })).toHaveCount(0);
    await expectAccessible(page);

    // The profile says the same next time as the booking page showed.
    await page.goto(`/kerdezo/tanacsado/${adviser.id}`);
    await expect(page.getByTestId('next-free-slot')).toHaveText('Legközelebb: holnap 09:00');
  });
});
