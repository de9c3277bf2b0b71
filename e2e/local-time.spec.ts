import {
  askerOnBookingPage,
  bookableAdviser,
  bookFirstFreeSlot,
  daysFromNow,
  expect,
  expectAccessible,
  followLinkTo,
  journeys,
  logInAs,
  openBookingPage,
  subscribedAsker,
  test,
  type verifiedAccount,
} from './fixtures';

/** The time zone the server holds for the user (the User JSON of the session check). */
const storedZone = async (request: Parameters<typeof verifiedAccount>[0], headers: Record<string, string>) =>
  (await (await request.get('/api/auth/verify-token', { headers })).json()).user.timeZone as string | null;

/** '09:00' → '08:00': London is an hour behind Budapest all year (both change clocks together). */
const hourEarlier = (time: string) => {
  const [hour, minute] = time.split(':');
  return `${String(Number(hour) - 1).padStart(2, '0')}:${minute}`;
};

journeys('the viewer’s own time abroad', { timezoneId: 'Europe/London' }, () => {
  test('an asker in London sees London time beside the Budapest times; the server learns the zone', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const adviser = await bookableAdviser(request, 'Időzónás Ildikó');
    const asker = await subscribedAsker(request, 'Londoni Lujza');
    expect(await storedZone(request, asker.headers)).toBeNull();

    await logInAs(page, 'kerdezo', asker.email);
    // After login the web reported the browser's zone once.
    await expect.poll(() => storedZone(request, asker.headers)).toBe('Europe/London');

    await openBookingPage(page, adviser.id);
    await page.getByRole('button', { name: 'Következő hét' }).first().click();
    await expect(page.getByTestId('slots-time-zone-note')).toContainText(
      'az Ön helyi ideje (London) 1 órával kevesebb',
    );
    const slot = page.getByTestId('slot-button').first();
    await expect(slot).toBeVisible();
    // The button's name stays the Budapest one ('Hétfő, november 23., 09:00'); London time describes it.
    const name = (await slot.getAttribute('aria-label')) as string;
    const budapest = name.split(', ')[2] as string;
    const london = hourEarlier(budapest);
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(1);
    await expect(slot).toHaveAccessibleName(name);
    await expect(slot).toHaveAccessibleDescription(`Helyi idő (London): ${london}`);
    await expect(slot.getByTestId('slot-local-time')).toBeVisible();
    await expectAccessible(page);

    await slot.click();
    await expect(page.getByTestId('selected-slot-local')).toHaveText(
      new RegExp(`^Helyi idő: ${london}–\\d\\d:\\d\\d London$`),
    );
    await page.getByRole('button', { name: 'Időpont lefoglalása' }).click();
    const dialog = page.getByRole('dialog', { name: 'Foglalás megerősítése' });
    await expect(dialog).toContainText(`${budapest}–`);
    await expect(dialog).toContainText(`(budapesti idő) – ${london}–`);
    await dialog.getByRole('button', { name: 'Foglalás', exact: true }).click();
    await expect(page).toHaveURL(/\/kerdezo\/tanacsadasaim$/);

    // The consultation list: the Budapest time as the heading, London time under it.
    const card = page.getByTestId('appointment-card').first();
    await expect(card.getByRole('heading', { level: 3 })).toContainText(`${budapest}–`);
    await expect(card.getByTestId('appointment-local-time')).toHaveText(
      new RegExp(`^Helyi idő: ${london}–\\d\\d:\\d\\d London$`),
    );
    await expectAccessible(page);
  });
});

journeys('the adviser’s calendar abroad', { timezoneId: 'America/New_York' }, () => {
  test('an adviser in New York sees how the calendar differs and the local time of a booking', async ({
    page,
    request,
  }) => {
    const adviser = await bookableAdviser(request, 'Tengerentúli Tamás');
    const asker = await subscribedAsker(request, 'Foglaló Fruzsina');
    // A booking a week or so ahead.
    await bookFirstFreeSlot(request, adviser, asker, daysFromNow(7), daysFromNow(12));

    await logInAs(page, 'tanacsado', adviser.email);
    await page.getByRole('link', { name: 'Tanácsadások' }).click();
    await expect(page.getByTestId('appointment-local-time').first()).toContainText(/^Helyi idő: .*New York$/);

    await followLinkTo(page, 'Naptár');
    await expect(page.getByTestId('calendar-time-zone-note')).toContainText(
      /^A naptár budapesti idő szerint mutatja az időpontokat; az Ön helyi ideje \(New York\) \d órával kevesebb/,
    );
    const event = page.getByTestId('calendar-event');
    // The booking is in one of the next two weeks.
    const label = page.getByTestId('calendar-label');
    for (let week = 0; week < 3; week += 1) {
      await expect(page.getByTestId('calendar-status')).toContainText('foglalása');
      if ((await event.count()) > 0) break;
      const shown = (await label.textContent()) ?? '';
      await page.getByRole('button', { name: 'Következő hét' }).click();
      await expect(label).not.toHaveText(shown);
    }
    await event.first().click();
    const details = page.getByRole('dialog', { name: 'Foglalás részletei' });
    await expect(details).toContainText(/\(budapesti idő\) – .*\d\d:\d\d–\d\d:\d\d New York/);
    await expectAccessible(page);
    expect(await storedZone(request, asker.headers)).toBeNull();
    await expect.poll(() => storedZone(request, adviser.headers)).toBe('America/New_York');
  });
});

journeys('the viewer’s own time at home', () => {
  test('a browser in Budapest shows nothing extra and reports nothing', async ({ page, request }) => {
    const adviser = await bookableAdviser(request, 'Hazai Hajnalka');
    const asker = await askerOnBookingPage(page, request, 'Budapesti Borbála', adviser.id);
    await page.getByRole('button', { name: 'Következő hét' }).first().click();
    await expect(page.getByTestId('slot-button').first()).toBeVisible();
    await expect(page.getByTestId('slot-local-time')).toHaveCount(0);
    await expect(page.getByTestId('slots-time-zone-note')).toHaveText(
      /^A kezdési időpontok budapesti idő szerint értendők\. Egy alkalom \d+ perc\.$/,
    );
    expect(await storedZone(request, asker.headers)).toBeNull();
  });
});
