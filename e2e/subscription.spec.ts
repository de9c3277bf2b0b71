import {
  apiLogin,
  bookChosenSlot,
  DEMO_PASSWORD,
  daysFromNow,
  expect,
  expectAccessible,
  followLinkTo,
  logInAs,
  mailsTo,
  openBookingPage,
  test,
  verifiedAccount,
} from './fixtures';

const budapestDate = (date: Date) =>
  new Intl.DateTimeFormat('hu-HU', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Europe/Budapest',
  }).format(date);

test.describe('subscriptions with the demo payment provider', () => {
  test.use({ reducedMotion: 'reduce', consent: true });

  test('a new asker reads "Még nincs előfizetése" on both pages, with the way to buy one', async ({
    page,
    request,
  }) => {
    const asker = await verifiedAccount(request, 'kerdezo', 'Újonc Ubul');
    await logInAs(page, 'kerdezo', asker.email);

    // The overview: no red "Lejárt", no "Még 0 nap", nothing to extend; a purchase button.
    await expect(page.getByRole('heading', { level: 1, name: 'Áttekintés' })).toBeVisible();
    await expect(page.getByTestId('subscription-status')).toHaveText('Nincs előfizetés');
    await expect(page.getByTestId('subscription-none')).toContainText('Még nincs előfizetése.');
    await expect(page.getByText(/Még \d+ nap/)).toHaveCount(0);
    await expect(page.getByText(/Lejárt|nincs érvényes előfizetés/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Meghosszabbítás/ })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Előfizetés vásárlása' }).click();

    // The subscription page says the same, and leads to the packages.
    await expect(page).toHaveURL(/\/kerdezo\/elofizetes$/);
    await expect(page.getByTestId('plan-status')).toHaveText('Nincs előfizetés');
    await expect(page.getByTestId('plan-none')).toContainText('Még nincs előfizetése.');
    await expect(page.getByTestId('plan-days-left')).toHaveCount(0);
    await expect(page.getByText(/Lejárt|nincs beállított lejárat/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Előfizetési csomag választása' }).click();
    await expect(page).toHaveURL(/#csomagok$/);
    await expect(page.getByTestId('package-card').first()).toBeInViewport();
    await expectAccessible(page);
  });

  test('an asker without a subscription buys a package with a test payment and then books', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    // The seeded demo adviser (weekdays 09:00–17:00): bookable next week.
    const adviserId = (await apiLogin(request, 'tanacsado@pelda.hu')).user.tanacsadoData?.id as string;
    const asker = await verifiedAccount(request, 'kerdezo', 'Előfizető Erika');

    await logInAs(page, 'kerdezo', asker.email);

    // Without a subscription the booking page says so (not "lejárt": there never was one) and links to
    // the subscription page.
    await page.goto(`/kerdezo/foglalas/${adviserId}`);
    const notice = page.getByTestId('subscription-notice');
    await expect(notice).toContainText('Még nincs előfizetése.');
    await expect(notice).not.toContainText('lejárt');
    await notice.getByRole('link', { name: 'Előfizetés vásárlása' }).click();

    await expect(page).toHaveURL(/\/kerdezo\/elofizetes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Előfizetés' })).toBeVisible();
    await expect(page.getByTestId('plan-status')).toHaveText('Nincs előfizetés');
    await expect(page.getByTestId('demo-mode-notice')).toBeVisible();
    // The three seeded asker packages (an admin test may add more meanwhile).
    const cards = page.getByTestId('package-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    await expect(cards.filter({ hasText: 'Havi kérdezői előfizetés' })).toContainText(
      'bruttó, 27% áfát tartalmaz',
    );
    await expect(page.getByTestId('payments-empty')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: /^Megvásárlom: Havi kérdezői előfizetés/ }).click();
    await expect(page).toHaveURL(/\/fizetes\/demo\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tesztfizetés' })).toBeVisible();
    await expect(page.getByTestId('demo-payment-notice')).toContainText(
      'Ez egy tesztfizetés, valódi terhelés nem történik.',
    );
    await expect(page.getByTestId('demo-payment-summary')).toContainText('Havi kérdezői előfizetés');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Fizetés (teszt)' }).click();

    const expiry = budapestDate(daysFromNow(30));
    await expect(page.getByText(`Sikeres tesztfizetés! Előfizetése ${expiry}-ig érvényes.`)).toBeVisible();
    await expect(page).toHaveURL(/\/kerdezo\/elofizetes$/);
    await expect(page.getByTestId('plan-status')).toHaveText('Aktív');
    await expect(page.getByTestId('plan-expiration')).toHaveText(`Lejárat: ${expiry}`);
    await expect(page.getByTestId('plan-days-left')).toHaveText('Még 30 nap');
    const row = page.getByTestId('payment-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Havi kérdezői előfizetés (30 nap)');
    await expect(row).toContainText(/4\s?990\sFt/);
    await expect(row).toContainText('Fizetve');
    await expectAccessible(page);

    // The receipt went out.
    await expect
      .poll(async () =>
        (await mailsTo(request, asker.email)).some((m) => m.subject.startsWith('Fizetési visszaigazolás')),
      )
      .toBe(true);

    // Now the booking goes through.
    await openBookingPage(page, adviserId);
    await expect(page.getByTestId('subscription-notice')).toHaveCount(0);
    await page.getByTestId('booking-type').first().click();
    await page.getByRole('button', { name: 'Következő hét' }).first().click();
    const slot = page.getByTestId('slot-button').first();
    await expect(slot).toBeVisible();
    await slot.click();
    await bookChosenSlot(page);
  });

  test('an adviser sees the packages and can cancel a test payment', async ({ page }) => {
    await logInAs(page, 'tanacsado', 'tanacsado@pelda.hu', DEMO_PASSWORD);
    await followLinkTo(page, 'Előfizetési csomagok');
    await expect(page.getByTestId('plan-status')).toHaveText('Aktív');
    await expect(page.getByTestId('plan-listed')).toContainText('megjelenik a keresésben');
    await expect(page.getByTestId('package-card')).toHaveCount(2);
    await expectAccessible(page);

    await page.getByRole('button', { name: /^Megvásárlom: Havi tanácsadói előfizetés/ }).click();
    await expect(page.getByTestId('demo-payment-notice')).toBeVisible();
    await page.getByRole('button', { name: 'Mégse' }).click();
    await expect(page.getByText('A fizetést megszakította, terhelés nem történt.')).toBeVisible();
    await expect(page).toHaveURL(/\/tanacsadoi-fiok\/elofizetes-csomagok$/);
    await expect(page.getByTestId('payment-row').first()).toContainText('Megszakítva');
  });
});
