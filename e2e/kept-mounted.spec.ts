import { expect, logInAsAdmin, test } from './fixtures';

test.use({ consent: true });

/**
 * Issue 35: on React 19, Mantine keeps a hidden tab's content mounted (React's <Activity>), so what the
 * user left in it is there when they come back (Preact's stand-in unmounted it).
 */
test('a tab keeps what was typed into it while another tab was open', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/admin/elofizetesek');
  const filters = page.getByRole('search', { name: 'Előfizetések szűrése' });
  await filters.getByRole('searchbox', { name: 'Keresés' }).fill('Kovács');

  await page.getByRole('tab', { name: 'Csomagok' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Csomagok' })).toBeVisible();
  await expect(filters).toBeHidden();
  await page.getByRole('tab', { name: 'Előfizetések' }).click();

  await expect(filters.getByRole('searchbox', { name: 'Keresés' })).toHaveValue('Kovács');
});
