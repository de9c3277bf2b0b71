import { expect, expectAccessible, freshAccount, logInAs, test, verifiedAccount } from './fixtures';

test.describe("the adviser's payout account", () => {
  test.use({ reducedMotion: 'reduce', consent: true });

  test('is set up through the demo provider and then ready', async ({ page, request }) => {
    await freshAccount(page, request, 'tanacsado', 'Kifizetéses Kinga');
    await page.getByRole('link', { name: 'Kifizetések', exact: true }).click();
    await expect(page).toHaveURL(/\/tanacsadoi-fiok\/kifizetesek$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kifizetések' })).toBeVisible();
    await expect(page.getByTestId('payout-state')).toHaveText('Nincs beállítva');
    // The month's paid consultations: none yet for a new adviser.
    const summary = page.getByRole('region', { name: 'Havi bevétel' });
    await expect(summary.getByTestId('money-summary-count')).toHaveText('0 db');
    await expect(summary.getByTestId('money-summary-netHuf')).toHaveText('0\u00a0Ft');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Kifizetési fiók beállítása' }).click();
    await expect(page).toHaveURL(/\/tanacsadoi-fiok\/kifizetesek\/demo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Demó kifizetési fiók' })).toBeVisible();
    await expect(page.getByTestId('demo-payout-notice')).toBeVisible();
    await expectAccessible(page);

    // "Mégse" goes back; the account opened by the first press waits there half set up.
    await page.getByRole('link', { name: 'Mégse' }).click();
    await expect(page).toHaveURL(/\/tanacsadoi-fiok\/kifizetesek$/);
    await expect(page.getByTestId('payout-state')).toHaveText('Hiányos');
    await page.getByRole('button', { name: 'Beállítás folytatása' }).click();
    await expect(page).toHaveURL(/\/tanacsadoi-fiok\/kifizetesek\/demo$/);

    await page.getByRole('button', { name: 'Demó fiók beállítása' }).click();
    await expect(page.getByText('A demó kifizetési fiók kész.')).toBeVisible();
    await expect(page).toHaveURL(/\/tanacsadoi-fiok\/kifizetesek$/);
    await expect(page.getByTestId('payout-state')).toHaveText('Kész: fogadhat fizetést és kifizetést');
    await expect(page.getByRole('button', { name: /beállítás/i })).toHaveCount(0);
    // The demo account has no Stripe dashboard.
    await expect(page.getByRole('button', { name: 'Stripe kifizetési felület' })).toHaveCount(0);

    // An expired Stripe link sends the adviser back with ?ujra=1.
    await page.goto('/tanacsadoi-fiok/kifizetesek?ujra=1');
    await expect(page.getByTestId('payout-link-expired')).toBeVisible();

    // Nothing sticks out at 360 px.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/tanacsadoi-fiok/kifizetesek');
    await expect(page.getByTestId('payout-state')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
  });

  test('back from the provider, the page follows the account until its notification arrives', async ({
    page,
    request,
  }) => {
    const adviser = await verifiedAccount(request, 'tanacsado', 'Visszatérő Vilma');
    const headers = { authorization: `Bearer ${adviser.token}` };
    // The account was opened and the onboarding left half done, as on Stripe's page.
    expect((await request.post('/api/payouts/onboarding', { headers })).ok()).toBe(true);
    await logInAs(page, 'tanacsado', adviser.email);
    await page.goto('/tanacsadoi-fiok/kifizetesek?vissza=1');
    await expect(page.getByTestId('payout-state')).toHaveText('Hiányos');
    await expect(page.getByTestId('payout-returned')).toBeVisible();

    // The provider's notification makes it ready meanwhile: the page shows it without a reload.
    expect((await request.post('/api/payouts/demo/complete', { headers })).ok()).toBe(true);
    await expect(page.getByTestId('payout-state')).toHaveText('Kész: fogadhat fizetést és kifizetést', {
      timeout: 10_000,
    });
    await expect(page.getByTestId('payout-returned')).toHaveCount(0);
  });
});
