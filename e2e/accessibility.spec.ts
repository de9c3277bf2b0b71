import { expect, expectAccessible, test } from './fixtures';

const PUBLIC_PAGES = [
  '/',
  '/bejelentkezes',
  '/regisztracio',
  '/email-verification',
  '/elfelejtett-jelszo',
  '/jelszo-visszaallitas',
  '/2fa-verification',
  '/tanacsadok',
  '/tanacsado/ismeretlen',
  '/adatkezeles',
  '/aszf',
  '/landing',
  '/landing-tanacsadoknak',
];

test.describe('accessibility of every public page (axe, WCAG 2.1 AA)', () => {
  // The pages with the cookie choice made; the dialog is checked on its own below.
  test.describe(() => {
    test.use({ consent: true });

    for (const path of PUBLIC_PAGES) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page);
      });
    }
  });

  test('the cookie-consent dialog', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Süti beállítások' })).toBeVisible();
    await expectAccessible(page);
  });
});
