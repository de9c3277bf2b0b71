import { expect, expectAccessible, test } from './fixtures';

test.use({ consent: true });

test('an unknown address shows the Hungarian not-found page with a way home', async ({ page }) => {
  await page.goto('/nincs-ilyen-oldal');
  await expect(page.getByRole('heading', { level: 1, name: 'Az oldal nem található' })).toBeVisible();
  await expect(page).toHaveTitle(/Az oldal nem található/);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Vissza a főoldalra' }).click();
  await expect(page).toHaveURL(/\/$/);
});
