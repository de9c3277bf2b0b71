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
