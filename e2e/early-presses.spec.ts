import type { Page } from '@playwright/test';
import { COOKIE_KEY, expect, test } from './fixtures';

/**
 * Issue 35: what a visitor does on a server-rendered page before it is hydrated is not lost. A phone's
 * CPU (4× slower) and a press as soon as the page is painted: the page's scripts are asked for only
 * after that paint, so the press meets the server's markup alone.
 */

/**
 * Opens a page on a 4× slower CPU and returns once the browser has painted it, without waiting for
 * hydration (the frame's `goto`: the fixtures' `page.goto` waits for it). The page's scripts are held
 * until the test calls the returned `release` (a slow link): what a press before it meets is the
 * server's markup alone, however fast this machine runs the test.
 */
async function openAtFirstPaint(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0, undefined, {
    polling: 'raf',
  });
  return release;
}

const notHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.interactive === undefined);

const storedChoice = (page: Page) =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), COOKIE_KEY);

/** The home page at first paint, with 'adó' typed into its search field before hydration. */
async function homeSearchTypedAtFirstPaint(page: Page) {
  const release = await openAtFirstPaint(page, '/');
  const field = page.getByRole('combobox', { name: 'Mit keres?' });
  await field.fill('adó');
  expect(await notHydrated(page)).toBe(true);
  return { release, field };
}

test.describe('presses before hydration', () => {
  test('the home search, submitted at first paint, opens the list with the words searched', async ({
    page,
  }) => {
    const { release, field } = await homeSearchTypedAtFirstPaint(page);
    await field.press('Enter');
    release();
    await expect(page).toHaveURL(/\/tanacsadok\?search=ad%C3%B3$/);
    // The list shows what was searched (its own field, hydrated or not).
    await expect(page.getByRole('combobox', { name: 'Keresés' })).toHaveValue('adó');
  });

  test('text typed into the home search before hydration is searched when submitted after it', async ({
    page,
  }) => {
    const { release, field } = await homeSearchTypedAtFirstPaint(page);
    release();
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/tanacsadok\?search=ad%C3%B3$/);
  });

  for (const [button, choice] of [
    ['Összes elfogadása', { szukseges: true, statisztika: true, marketing: true }],
    ['Csak a szükségesek', { szukseges: true, statisztika: false, marketing: false }],
  ] as const) {
    test(`"${button}" in the cookie dialog, pressed at first paint, is stored once the page runs`, async ({
      page,
    }) => {
      const release = await openAtFirstPaint(page, '/');
      const dialog = page.getByRole('dialog', { name: 'Süti beállítások' });
      await dialog.getByRole('button', { name: button }).click();
      expect(await notHydrated(page)).toBe(true);
      release();
      await expect(dialog).toBeHidden();
      expect(await storedChoice(page)).toEqual(choice);
    });
  }

  test.describe('with a cookie choice stored', () => {
    test.use({ consent: true });

    test("the list's next page, pressed at first paint, is shown once the page runs", async ({ page }) => {
      const release = await openAtFirstPaint(page, '/tanacsadok?sortBy=name');
      const firstCard = page.getByTestId('adviser-card').first();
      const firstOnPageOne = (await firstCard.textContent()) ?? '';
      await page.getByRole('button', { name: 'Következő oldal' }).click();
      expect(await notHydrated(page)).toBe(true);
      release();
      await expect(page).toHaveURL(/page=2/);
      await expect(firstCard).not.toHaveText(firstOnPageOne);
    });

    test("the list's own search form, submitted at first paint, lists with every field chosen", async ({
      page,
    }) => {
      const release = await openAtFirstPaint(page, '/tanacsadok');
      const order = page.getByRole('combobox', { name: 'Rendezés' });
      await order.selectOption('name-desc');
      await page.getByRole('button', { name: 'Keresés' }).click();
      expect(await notHydrated(page)).toBe(true);
      release();
      await expect(page).toHaveURL(/sort=name-desc/);
      await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
      await expect(order).toHaveValue('name-desc');
      const names = await page.getByTestId('adviser-card').getByRole('heading').allTextContents();
      expect(names.length).toBeGreaterThan(1);
      expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'hu')));
    });
  });
});
