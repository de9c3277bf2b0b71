import { expect, TOKEN_KEY, test } from './fixtures';

test.describe('route guards', () => {
  test.use({ consent: true });

  for (const path of [
    '/admin',
    '/admin/felhasznalok',
    '/tanacsadoi-fiok/naptar',
    '/kerdezo/tanacsadasaim',
    '/meeting/abc',
  ]) {
    test(`a guest opening ${path} lands on the login page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/bejelentkezes$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Bejelentkezés' })).toBeVisible();
    });
  }

  test('a stored token the server does not accept is cleared silently', async ({ page }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, 'ervenytelen-token');
        sessionStorage.setItem('seeded', '1');
      }
    }, TOKEN_KEY);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/bejelentkezes$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    await expect(page.getByText('A munkamenet lejárt')).toHaveCount(0);
  });

  test('a public page stays open to guests', async ({ page }) => {
    await page.goto('/aszf');
    await expect(page).toHaveURL(/\/aszf$/);
  });
});
