import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { bookableAdviser, DEMO_PASSWORD, expect, logInAs, test } from './fixtures';

/**
 * The public journeys as a newcomer makes them, from whichever address the site is opened at:
 * playwright.config.ts runs this spec by PUBLIC_URL's localhost and again by 127.0.0.1 (the address the
 * start log prints). Every picture shows and the browser refuses nothing (a cross-origin image answer
 * is blocked with an error on the console).
 */

test.use({ consent: true, reducedMotion: 'reduce' });

/** Console errors and uncaught exceptions of the page, from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** The image has arrived and decoded (a blocked or broken one has no width). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeAttached();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

const hasAvatar = new Map<string, boolean>();

/** Whether the adviser has a stored picture, by their public profile. */
async function adviserHasAvatar(request: APIRequestContext, id: string) {
  if (!hasAvatar.has(id)) {
    const answer = await request.get(`/api/tanacsadok/public/${id}`);
    expect(answer.ok()).toBe(true);
    hasAvatar.set(id, Boolean((await answer.json()).data.avatar));
  }
  return hasAvatar.get(id) as boolean;
}

/**
 * Each card (an adviser's link inside) of an adviser with a picture shows it, loaded (a picture that
 * fails to load turns into initials); returns the links of the cards whose pictures were checked.
 */
async function expectCardPictures(request: APIRequestContext, cards: Locator) {
  await expect(cards.first()).toBeVisible();
  const checked: Locator[] = [];
  for (const card of await cards.all()) {
    const link = card.locator('a[href*="/tanacsado/"]').first();
    const href = await link.getAttribute('href');
    const id = href?.match(/\/tanacsado\/([0-9a-f-]{36})/)?.[1] as string;
    expect(id, `adviser link in a card: ${href}`).toBeTruthy();
    if (!(await adviserHasAvatar(request, id))) continue;
    await expectLoaded(card.locator('img').first());
    checked.push(link);
  }
  expect(checked.length, 'cards with a picture').toBeGreaterThan(0);
  return checked;
}

const png = async (color: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A listed adviser with a profile picture and a gallery image, uploaded through the API. */
async function adviserWithPhotos(request: APIRequestContext) {
  const adviser = await bookableAdviser(request, 'Fényképes Flóra');
  for (const [type, color] of [
    ['profile', '#1864ab'],
    ['gallery', '#2b8a3e'],
  ] as const) {
    const uploaded = await request.post('/api/media', {
      headers: adviser.headers,
      multipart: {
        userId: adviser.user.id,
        type,
        file: { name: `${type}.png`, mimeType: 'image/png', buffer: await png(color) },
      },
    });
    expect(uploaded.status()).toBe(201);
  }
  return adviser;
}

test('home, list, search suggestions and a profile with photos show every picture, with no console error', async ({
  page,
  request,
}) => {
  const adviser = await adviserWithPhotos(request);
  const errors = consoleErrors(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Kiemelt tanácsadók' })).toBeVisible();
  await expectCardPictures(request, page.getByTestId('featured-expert'));

  await page.goto('/tanacsadok');
  await expect(page.getByRole('heading', { level: 1, name: 'Tanácsadók' })).toBeVisible();
  await expectCardPictures(request, page.getByTestId('adviser-card'));
  // The search box's suggestions show the advisers' pictures too.
  await page.getByRole('combobox', { name: 'Keresés', exact: true }).fill('kovacs eva');
  await expectLoaded(page.getByRole('option', { name: /Dr\. Kovács Éva/ }).locator('img'));

  await page.goto(`/tanacsado/${adviser.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fényképes Flóra' })).toBeVisible();
  await expectLoaded(page.getByRole('img', { name: 'Fényképes Flóra' }));
  await expectLoaded(page.getByRole('img', { name: 'Galériakép 1' }));

  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('a visitor logs in and sees the advisers with their pictures, with no console error', async ({
  page,
  request,
}) => {
  const errors = consoleErrors(page);
  await logInAs(page, 'kerdezo', 'kerdezo@pelda.hu', DEMO_PASSWORD);
  await page.getByRole('link', { name: 'Tanácsadók keresése' }).first().click();
  await expect(page).toHaveURL(/\/kerdezo\/tanacsadok/);
  const [withPicture] = await expectCardPictures(request, page.getByTestId('adviser-card'));

  const name = (await withPicture?.textContent()) as string;
  await withPicture?.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectLoaded(page.getByRole('img', { name }));

  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
