import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ consent: true });

/**
 * Issue 35: React Router makes every navigation a transition, and under React a lazy page that is
 * still loading keeps the previous screen on (Preact's transitions were no-ops: the page loader
 * replaced it at once).
 */
/** Holds the scripts matching `chunk` until `release` is called; `asked` settles when one is requested. */
async function holdChunk(page: Page, chunk: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(chunk, async (route) => {
    await released;
    await route.continue();
  });
  return { asked: page.waitForRequest(chunk), release };
}

/** Two frames: a fallback would have been committed and painted by then. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

const HOME_TITLE = 'Online szakértői és tanácsadói portál';

test('a navigation to a lazy page keeps the previous screen until the page has loaded', async ({ page }) => {
  await page.goto('/');
  // The landing page's chunk is held until the previous screen has been looked at.
  const chunk = await holdChunk(page, /\/assets\/public-content-[^/]+\.js$/);
  await page
    .getByRole('navigation', { name: 'Fő navigáció' })
    .getByRole('link', { name: 'Hogyan működik?' })
    .click();
  await chunk.asked;
  await twoFrames(page);
  await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE })).toBeVisible();
  await expect(page.getByLabel('Betöltés…')).toHaveCount(0);

  chunk.release();
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(HOME_TITLE);
  await expect(page.getByLabel('Betöltés…')).toHaveCount(0);
});

test('a guarded lazy page (the login) keeps the previous screen too', async ({ page }) => {
  await page.goto('/');
  const chunk = await holdChunk(page, /\/assets\/login-page-[^/]+\.js$/);
  await page.getByRole('link', { name: 'Bejelentkezés' }).first().click();
  await chunk.asked;
  await twoFrames(page);
  await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE })).toBeVisible();
  await expect(page.getByLabel('Betöltés…')).toHaveCount(0);

  chunk.release();
  await expect(page).toHaveURL(/\/bejelentkezes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bejelentkezés' })).toBeVisible();
});
