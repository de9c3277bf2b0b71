import { expect, expectAccessible, journeys, test } from './fixtures';

journeys('adviser discovery (guest)', () => {
  test('search by an unaccented name, open the profile, and be sent to login to book', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('featured-expert').first()).toBeVisible();
    await expect(page.getByTestId('active-experts-count')).toContainText('aktív szakértő');

    await page.goto('/tanacsadok');
    await expect(page.getByRole('heading', { level: 1, name: 'Tanácsadók' })).toBeVisible();
    await expect(page.getByTestId('adviser-card').first()).toBeVisible();
    await expectAccessible(page);

    // "kovacs eva" finds "Dr. Kovács Éva" (accents and case do not matter).
    await page.getByRole('combobox', { name: 'Keresés', exact: true }).fill('kovacs eva');
    await page.getByRole('button', { name: 'Keresés' }).click();
    await expect(page).toHaveURL(/search=kovacs/);
    await expect(page.getByTestId('adviser-card')).toHaveCount(1);
    await page.getByRole('link', { name: 'Dr. Kovács Éva' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Dr. Kovács Éva' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Munkaidő' })).toBeVisible();
    await expect(page.getByText('Budapesti idő szerint')).toBeVisible();
    await expectAccessible(page);

    // Back keeps the search.
    await page.goBack();
    await expect(page).toHaveURL(/search=kovacs/);
    await expect(page.getByTestId('adviser-card')).toHaveCount(1);
    await page.goForward();

    await page.getByRole('link', { name: 'Foglalás' }).click();
    await expect(page).toHaveURL(/\/bejelentkezes$/);
  });

  test('filter by consultation type and page through the list', async ({ page }) => {
    await page.goto('/tanacsadok');
    await page
      .getByRole('combobox', { name: 'Tanácsadási terület' })
      .selectOption({ label: 'Adótanácsadás' });
    await expect(page).toHaveURL(/category=/);
    const cards = page.getByTestId('adviser-card');
    await expect(cards.first()).toBeVisible();
    // Every card shows the chosen area; retried, because the previous page stays on screen until the
    // filtered one arrives.
    await expect(cards.filter({ hasNotText: 'Adótanácsadás' })).toHaveCount(0);

    await page.goto('/tanacsadok?sortBy=name');
    await expect(page.getByText(/^(\d+|Több mint 1000) találat$/)).toBeVisible();
    // The page buttons are a Suspense boundary of their own, which may still be server markup when
    // used (React hydrates it first, then replays the event): pressed, and from the keyboard.
    await page.getByRole('button', { name: 'Következő oldal' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards.first()).toBeVisible();
    await page.goto('/tanacsadok?sortBy=name');
    await page.getByRole('button', { name: '2. oldal' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2/);
    await expect(cards.first()).toBeVisible();
  });

  test('an unknown profile shows a friendly not-found page', async ({ page }) => {
    await page.goto('/tanacsado/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'A tanácsadó nem található' })).toBeVisible();
  });
});
