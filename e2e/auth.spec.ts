import type { APIRequestContext, Page } from '@playwright/test';
import {
  consentedPage,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  followLinkTo,
  journeys,
  logInAs,
  loginThroughForm,
  mailCount,
  mailedCode,
  newCode,
  PASSWORD,
  test,
  uniqueEmail,
  verifiedAccount,
} from './fixtures';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Registers and verifies an asker through the API, as the fixture of other journeys. */
const verifiedAsker = (request: APIRequestContext) => verifiedAccount(request, 'kerdezo', 'Teszt Kérdező');

/** Registers an asker through the form; the page goes on to the code step. */
async function registerThroughForm(page: Page, name: string, email: string) {
  await page.goto('/regisztracio');
  await expect(page.getByRole('heading', { level: 1, name: 'Regisztráció' })).toBeVisible();
  await page.getByRole('radio', { name: 'Kérdezőként' }).check();
  await field(page, 'Teljes név').fill(name);
  await field(page, 'E-mail cím').fill(email);
  await page.getByLabel('Jelszó', { exact: false }).nth(0).fill(PASSWORD);
  await page.getByLabel('Jelszó megerősítése', { exact: false }).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Regisztráció', exact: true }).click();
  await expect(page).toHaveURL(/\/email-verification$/);
}

journeys('authentication journeys', () => {
  test('register -> code from the mailbox -> verified and logged in -> logout', async ({ page, request }) => {
    const email = uniqueEmail('uj');
    await registerThroughForm(page, 'Új Kérdező Éva', email);
    await expect(
      page.getByText('Regisztráció sikeres! Kérjük, ellenőrizze email fiókját a megerősítő kódért.'),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Megerősítő kód' }).fill(await mailedCode(request, email));
    await page.getByRole('button', { name: 'Megerősítés' }).click();

    await expect(page.getByText('Email cím sikeresen megerősítve!')).toBeVisible();
    await expect(page).toHaveURL(/\/kerdezo$/);
    await expect(page.getByText('Új Kérdező Éva')).toBeVisible();

    await page.getByRole('button', { name: 'Kijelentkezés' }).click();
    await expect(page).toHaveURL(/\/bejelentkezes$/);
    expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();
    await page.goto('/kerdezo');
    await expect(page).toHaveURL(/\/bejelentkezes$/);
  });

  test('the mailed code confirms the address in another browser too, where the page asks for the address', async ({
    page,
    browser,
    request,
  }) => {
    const email = uniqueEmail('masik.bongeszo');
    await registerThroughForm(page, 'Másik Böngésző Bea', email);

    // The mail is read elsewhere: a browser (or a new tab) that never saw the registration.
    const { context, page: other } = await consentedPage(browser);
    await other.goto('/email-verification');
    await expect(other.getByRole('heading', { level: 1, name: 'E-mail cím megerősítése' })).toBeVisible();
    await expect(other.getByText(/regisztráljon újra/)).toHaveCount(0);
    await expectAccessible(other);
    const before = await mailCount(request, email);
    await field(other, 'E-mail cím').fill(email);
    // A new code asked for here, for the address typed in (this computer made the registration).
    await other.getByRole('button', { name: 'Új kód küldése' }).click();
    await expect(other.getByText('Új kód elküldve az email címére')).toBeVisible();
    await other.getByRole('textbox', { name: 'Megerősítő kód' }).fill(await newCode(request, email, before));
    await other.getByRole('button', { name: 'Megerősítés' }).click();
    await expect(other.getByText('Email cím sikeresen megerősítve!')).toBeVisible();
    await expect(other).toHaveURL(/\/kerdezo$/);
    await expect(other.getByText('Másik Böngésző Bea')).toBeVisible();
    await context.close();
  });

  test('login with two-factor authentication', async ({ page, request }) => {
    const { email, token } = await verifiedAsker(request);
    const enabled = await request.put('/api/auth/two-factor', {
      data: { enabled: true, currentPassword: PASSWORD },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(enabled.ok()).toBe(true);

    const before = await mailCount(request, email);
    await loginThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/2fa-verification$/);
    await expect(page.getByText('Kétlépcsős hitelesítési kód elküldve emailben')).toBeVisible();
    await newCode(request, email, before);
    // A stranger who knows only the e-mail cannot replace the pending code...
    const stranger = await request.post('/api/auth/resend-2fa', { data: { email } });
    expect(stranger.status()).toBe(401);
    // ...but the screen that passed the password step can ask for a new one (it holds the login's token).
    const beforeResend = await mailCount(request, email);
    await page.getByRole('button', { name: 'Új kód küldése' }).click();
    await expect(page.getByText('Új kód elküldve az email címére').first()).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Azonosító kód' })
      .fill(await newCode(request, email, beforeResend));
    await page.getByRole('button', { name: 'Belépés' }).click();
    await expect(page.getByText('Sikeres bejelentkezés!').first()).toBeVisible();
    await expect(page).toHaveURL(/\/kerdezo$/);
  });

  test('forgot password -> code -> new password -> login with it', async ({ page, request }) => {
    const { email } = await verifiedAsker(request);
    const before = await mailCount(request, email);
    await page.goto('/elfelejtett-jelszo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await field(page, 'E-mail cím').fill(email);
    await page.getByRole('button', { name: 'Kód küldése' }).click();
    await expect(page).toHaveURL(/\/jelszo-visszaallitas$/);
    await expect(page.getByText('Jelszó-visszaállítási kód elküldve az email címére')).toBeVisible();

    await page
      .getByRole('textbox', { name: 'Jelszó-visszaállítási kód' })
      .fill(await newCode(request, email, before));
    await page.getByRole('button', { name: 'Tovább' }).click();
    await page.getByLabel('Új jelszó', { exact: false }).first().fill('Uj-Hosszu-Jelszo-2026');
    await page.getByLabel('Új jelszó megerősítése', { exact: false }).fill('Uj-Hosszu-Jelszo-2026');
    await page.getByRole('button', { name: 'Jelszó mentése' }).click();
    await expect(page.getByText('Jelszó sikeresen visszaállítva!')).toBeVisible();
    await expect(page).toHaveURL(/\/bejelentkezes$/);

    await logInAs(page, 'kerdezo', email, 'Uj-Hosszu-Jelszo-2026');
  });

  for (const [email, area] of [
    ['admin@pelda.hu', '/admin'],
    ['tanacsado@pelda.hu', '/tanacsadoi-fiok'],
    ['kerdezo@pelda.hu', '/kerdezo'],
  ] as const) {
    test(`${email} lands in ${area}`, async ({ page }) => {
      await loginThroughForm(page, email, DEMO_PASSWORD);
      await expect(page).toHaveURL(new RegExp(`${area}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('a logged-in user opening another role’s area is logged out and sent to login', async ({ page }) => {
    await logInAs(page, 'kerdezo', 'kerdezo@pelda.hu', DEMO_PASSWORD);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/bejelentkezes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bejelentkezés' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();
  });

  test('a wrong password shows the Hungarian error', async ({ page }) => {
    await loginThroughForm(page, 'kerdezo@pelda.hu', 'Rossz-Jelszo-1');
    await expect(page.getByText('Hibás bejelentkezési adatok').first()).toBeVisible();
    await expect(page).toHaveURL(/\/bejelentkezes$/);
  });

  test('the settings page is accessible and changes the password', async ({ page, request }) => {
    const { email } = await verifiedAsker(request);
    await logInAs(page, 'kerdezo', email);
    await followLinkTo(page, 'Beállítások');
    await expectAccessible(page);
    await page.getByLabel('Jelenlegi jelszó', { exact: false }).fill(PASSWORD);
    await page.getByLabel('Új jelszó', { exact: false }).first().fill('Masik-Hosszu-Jelszo-2026');
    await page.getByLabel('Új jelszó megerősítése', { exact: false }).fill('Masik-Hosszu-Jelszo-2026');
    await page.getByRole('button', { name: 'Jelszó módosítása' }).click();
    await expect(page.getByText('Jelszó sikeresen megváltoztatva!').first()).toBeVisible();
    const relogin = await request.post('/api/auth/login', {
      data: { email, password: 'Masik-Hosszu-Jelszo-2026' },
    });
    expect(relogin.ok()).toBe(true);
  });
});
