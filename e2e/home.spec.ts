import { expect, expectAccessible, test } from './fixtures';

test.describe('home page', () => {
  test.use({ viewport: { width: 1280, height: 900 }, consent: true });

  test('renders the Hungarian portal with its title, hero and search', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Online Szakértői és Tanácsadói Portál');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Online szakértői és tanácsadói portál' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
    await expect(page.getByRole('heading', { name: 'Kiemelt tanácsadók' })).toBeVisible();
    await page.getByLabel('Mit keres?').fill('adó');
    await page.getByRole('button', { name: 'Keresés' }).click();
    await expect(page).toHaveURL(/\/tanacsadok\?search=ad%C3%B3$/);
    await expect(page).toHaveTitle('Tanácsadók – Online Szakértői és Tanácsadói Portál');
  });

  test('does not download area, calendar or meeting code, nor the toasts and the whole stylesheet', async ({
    page,
  }) => {
    const scripts: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /admin|adviser-area|asker-area|meeting|calendar/i.test(url))).toEqual([]);
    // Mantine's whole sheet comes with the first toast or a lazy area, not with a public page.
    expect(stylesheets.filter((url) => /full-styles/.test(url))).toEqual([]);
  });

  test('is usable at 360 px without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // No drawer animation, so axe sees the menu as it finally looks.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Menü megnyitása' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: 'Tanácsadók', exact: true }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
