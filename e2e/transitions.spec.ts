import { expect, test } from './fixtures';

test.use({ consent: true });

/**
 * Issue 35: React Router makes every navigation a transition, and under React a lazy page that is
 * still loading keeps the previous screen on (Preact's transitions were no-ops: the page loader
 * replaced it at once).
 */
test('a navigation to a lazy page keeps the previous screen until the page has loaded', async ({ page }) => {
  await page.goto('/');
  // The landing page's chunk is held until the previous screen has been looked at.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/public-content-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const chunkAsked = page.waitForRequest(/\/assets\/public-content-[^/]+\.js$/);
  await page
    .getByRole('navigation', { name: 'Fő navigáció' })
    .getByRole('link', { name: 'Hogyan működik?' })
    .click();
  await chunkAsked;
  // Two frames: a fallback would have been committed and painted by then.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Online szakértői és tanácsadói portál' }),
  ).toBeVisible();
  await expect(page.getByLabel('Betöltés…')).toHaveCount(0);

  release();
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'Online szakértői és tanácsadói portál',
  );
  await expect(page.getByLabel('Betöltés…')).toHaveCount(0);
});
