import { expect, test } from './fixtures';

test.use({ consent: true });

/** Issue 36 (14): on a phone the list's filters fold behind "Szűrők", so the first screen shows advisers. */
test('on a phone the filters fold behind "Szűrők", which counts the filters in force', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/tanacsadok');
  const area = page.getByRole('combobox', { name: 'Tanácsadási terület' });
  const toggle = page.getByRole('button', { name: 'Szűrők' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(area).toBeHidden();
  // The first adviser is on the first screen.
  const card = await page.getByTestId('adviser-card').first().boundingBox();
  expect(card?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(740);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await area.selectOption({ index: 1 });
  await expect(page).toHaveURL(/category=/);
  await page.getByRole('combobox', { name: 'Van szabad időpontja' }).selectOption({ index: 2 });
  await expect(page).toHaveURL(/freeWithinDays=/);
  await expect(page.getByRole('button', { name: 'Szűrők (2)' })).toBeVisible();

  // A reload starts folded, the count still told.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Szűrők (2)' })).toHaveAttribute('aria-expanded', 'false');
  await expect(area).toBeHidden();
});

test('on a wide screen the filters are always shown, with no "Szűrők" button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/tanacsadok');
  await expect(page.getByRole('combobox', { name: 'Tanácsadási terület' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Szűrők/ })).toBeHidden();
});
