import type { APIRequestContext } from '@playwright/test';
import {
  apiLogin,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  followLinkTo,
  journeys,
  logInAs,
  logInAsAdmin,
  test,
} from './fixtures';

const ASKER = 'kerdezo@pelda.hu';
const ADVISER = 'tanacsado@pelda.hu';

/** A completed consultation of the demo asker with the demo adviser that ended an hour ago. */
async function completedAppointment(request: APIRequestContext) {
  const res = await request.post('/dev/test/completed-appointment', {
    data: { expertEmail: ADVISER, clientEmail: ASKER },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { appointmentId: string }).appointmentId;
}

async function demoAdviserId(request: APIRequestContext) {
  const adviser = await apiLogin(request, ADVISER);
  return adviser.user.tanacsadoData?.id as string;
}

journeys('reviews', () => {
  test('the asker reviews a completed consultation, and the review shows on the adviser’s profile', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const appointmentId = await completedAppointment(request);
    const adviserId = await demoAdviserId(request);
    const text = `Nagyon alapos és türelmes volt (${Date.now()}).`;

    await logInAs(page, 'kerdezo', ASKER, DEMO_PASSWORD);

    // "Tanácsadásaim" offers the review on the completed consultation.
    await page.getByRole('link', { name: 'Tanácsadásaim', exact: true }).click();
    await page.getByRole('tab', { name: /Korábbi/ }).click();
    const link = page.locator(`a[href="/kerdezo/ertekeleseim?appointment=${appointmentId}"]`);
    await expect(link).toHaveText('Értékelés írása');

    await page.goto('/kerdezo/ertekeleseim');
    await expect(page.getByRole('heading', { level: 1, name: 'Értékeléseim' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Értékelésre váró tanácsadások' })
        .getByText('Dr. Kiss Katalin')
        .first(),
    ).toBeVisible();
    await expectAccessible(page);

    // The link opens the form of that consultation.
    await page.goto(`/kerdezo/ertekeleseim?appointment=${appointmentId}`);
    const dialog = page.getByRole('dialog', { name: 'Értékelés írása' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Dr. Kiss Katalin');
    await expectAccessible(page);

    // No stars: the form says so and nothing is sent.
    await dialog.getByRole('button', { name: 'Értékelés küldése' }).click();
    await expect(dialog.getByText('Válasszon 1 és 5 közötti csillagszámot')).toBeVisible();

    // Keyboard: the first star, then the arrow keys up to five.
    await dialog.getByRole('radio', { name: '1 csillag – Nagyon rossz' }).focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '5 csillag – Kiváló' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Szöveges értékelés' }).fill(text);
    await dialog.getByRole('button', { name: 'Értékelés küldése' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Köszönjük, az értékelését elmentettük!')).toBeVisible();
    const mine = page.getByRole('region', { name: 'Korábbi értékeléseim' });
    const card = mine.getByTestId('review-card').filter({ hasText: text });
    await expect(card).toBeVisible();
    await expect(card).toContainText('5 csillag az 5-ből');
    await expect(page).toHaveURL(/\/kerdezo\/ertekeleseim$/);
    await expectAccessible(page);

    // The public profile shows it, by given name and initial.
    await page.goto(`/tanacsado/${adviserId}`);
    const reviews = page.getByRole('region', { name: 'Értékelések' });
    const shown = reviews.getByTestId('review-card').filter({ hasText: text });
    await expect(shown).toBeVisible();
    await expect(shown.getByRole('heading', { name: 'Anna T.' })).toBeVisible();
    await expect(shown).toContainText('5 csillag az 5-ből');
    await expect(reviews.getByTestId('rating-summary')).toContainText('értékelés alapján');
    await expectAccessible(page);
  });

  test('the adviser sees the summary and answers a review once', async ({ page, request }) => {
    const appointmentId = await completedAppointment(request);
    const asker = await apiLogin(request, ASKER);
    const text = `Hasznos tanácsokat kaptam (${Date.now()}).`;
    const created = await request.post('/api/reviews', {
      headers: asker.headers,
      data: { appointmentId, rating: 4, text },
    });
    expect(created.status()).toBe(201);

    await logInAs(page, 'tanacsado', ADVISER, DEMO_PASSWORD);
    await followLinkTo(page, 'Értékelések');
    await expect(page.getByRole('region', { name: 'Összesítés' })).toContainText('4 csillag:');
    const card = page.getByTestId('review-card').filter({ hasText: text });
    await expect(card.getByRole('heading', { name: 'Tóth Anna' })).toBeVisible();
    await expectAccessible(page);

    await card.getByRole('button', { name: /^Válasz írása/ }).click();
    const field = card.getByRole('textbox', { name: 'Válasz' });
    await expect(field).toBeFocused();
    await card.getByRole('button', { name: 'Válasz küldése' }).click();
    await expect(card.getByText('Írja meg a válaszát')).toBeVisible();
    await field.fill('Köszönöm a visszajelzést!');
    await card.getByRole('button', { name: 'Válasz küldése' }).click();
    await expect(page.getByText('A válaszát elmentettük.')).toBeVisible();
    await expect(card).toContainText('A tanácsadó válasza');
    await expect(card).toContainText('Köszönöm a visszajelzést!');
    await expect(card.getByRole('button', { name: /^Válasz írása/ })).toHaveCount(0);
  });

  test('the review screens of both areas fit a 360 px wide phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const fits = async () =>
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);

    await logInAs(page, 'kerdezo', ASKER, DEMO_PASSWORD);
    await page.goto('/kerdezo/ertekeleseim');
    await expect(page.getByRole('heading', { level: 1, name: 'Értékeléseim' })).toBeVisible();
    await fits();
    await expectAccessible(page);

    // Another person on the same phone: the asker's session is simply dropped.
    await page.evaluate(() => localStorage.removeItem('auth-token'));
    await logInAs(page, 'tanacsado', ADVISER, DEMO_PASSWORD);
    await page.goto('/tanacsadoi-fiok/ertekelesek');
    await expect(page.getByRole('heading', { level: 1, name: 'Értékelések' })).toBeVisible();
    await fits();
    await expectAccessible(page);
  });

  test('an admin hides a review from the adviser’s profile with a reason', async ({ page, request }) => {
    const appointmentId = await completedAppointment(request);
    const adviserId = await demoAdviserId(request);
    const asker = await apiLogin(request, ASKER);
    const text = `Elrejtendő értékelés (${Date.now()}).`;
    const created = await request.post('/api/reviews', {
      headers: asker.headers,
      data: { appointmentId, rating: 1, text },
    });
    expect(created.status()).toBe(201);

    await logInAsAdmin(page);
    await page.goto(`/tanacsado/${adviserId}`);
    const card = page.getByTestId('review-card').filter({ hasText: text });
    await card.getByRole('button', { name: /^Elrejtés/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Értékelés elrejtése' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Elrejtés', exact: true }).click();
    await expect(dialog.getByText('Adja meg az elrejtés okát', { exact: false }).last()).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Az elrejtés oka' }).fill('Nem a tanácsadásról szól.');
    await dialog.getByRole('button', { name: 'Elrejtés', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Az értékelés elrejtve.')).toBeVisible();
    await expect(card).toHaveCount(0);

    // The author sees it hidden, with the reason.
    const mine = await (await request.get('/api/reviews/mine?limit=50', { headers: asker.headers })).json();
    expect(mine.data.find((r: { text: string }) => r.text === text)).toMatchObject({
      hidden: true,
      hiddenReason: 'Nem a tanácsadásról szól.',
    });
  });
});
