import { COOKIE_KEY, expect, test } from './fixtures';

const storedChoice = (page: import('@playwright/test').Page) =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), COOKIE_KEY);

test.describe('cookie consent', () => {
  test('asks once, saves the chosen toggles, and stays away after a reload', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Süti beállítások' });
    await expect(dialog).toBeVisible();
    const necessary = dialog.getByRole('switch', { name: 'Szükséges sütik' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(dialog.getByRole('switch', { name: 'Statisztikai sütik' })).not.toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Marketing sütik' })).not.toBeChecked();

    // The dialog is persistent: Escape does not dismiss it without a choice.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    // Keyboard only: focus the toggle and switch it with Space.
    const statistics = dialog.getByRole('switch', { name: 'Statisztikai sütik' });
    await statistics.focus();
    await page.keyboard.press('Space');
    await expect(statistics).toBeChecked();
    await dialog.getByRole('button', { name: 'Beállítások mentése' }).click();
    await expect(page.getByText('Süti beállítások mentve!')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await storedChoice(page)).toEqual({ szukseges: true, statisztika: true, marketing: false });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Süti beállítások' })).toBeHidden();
  });

  test('"Összes elfogadása" and "Csak a szükségesek" store their choices; the footer reopens the dialog', async ({
    page,
  }) => {
    await page.goto('/aszf');
    const dialog = page.getByRole('dialog', { name: 'Süti beállítások' });
    await dialog.getByRole('button', { name: 'Összes elfogadása' }).click();
    await expect(page.getByText('Süti beállítások mentve!')).toBeVisible();
    expect(await storedChoice(page)).toEqual({ szukseges: true, statisztika: true, marketing: true });

    await page.getByRole('button', { name: 'Süti beállítások' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Marketing sütik' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Csak a szükségesek' }).click();
    await expect(dialog).toBeHidden();
    expect(await storedChoice(page)).toEqual({ szukseges: true, statisztika: false, marketing: false });
  });
});

test.describe('cookie consent before the app runs', () => {
  // The page as the server sends it, its scripts held back: what a visitor sees before hydration (the
  // frame's own goto: the fixture's page.goto waits for a hydration that never comes here).
  const openWithoutAppScripts = async (page: import('@playwright/test').Page, path: string) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.mainFrame().goto(path);
  };

  test('a first visit reads the dialog in the server’s page', async ({ page }) => {
    await openWithoutAppScripts(page, '/tanacsadok');
    const dialog = page.getByRole('dialog', { name: 'Süti beállítások' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Szükséges sütik' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Összes elfogadása' })).toBeVisible();
  });

  test.describe(() => {
    test.use({ consent: true });

    test('a stored choice keeps the dialog hidden from the first paint', async ({ page }) => {
      await openWithoutAppScripts(page, '/tanacsadok');
      await expect(page.getByRole('heading', { level: 1, name: 'Tanácsadók' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Süti beállítások' })).toBeHidden();
    });
  });
});
