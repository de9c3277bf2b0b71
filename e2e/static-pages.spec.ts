import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 35: the landing and legal pages have nothing interactive of their own but links, questions and
 * one button, so they hydrate from the server's markup and download none of their page's code
 * (web/components/static-page.tsx); what they offer still works.
 */
function scriptsAskedFor(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe('static pages', () => {
  test.use({ consent: true });

  test('a landing page runs on the entry alone: its questions open and its links navigate in the app', async ({
    page,
  }) => {
    const scripts = scriptsAskedFor(page);
    await page.goto('/landing');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /public-content|landing-page/.test(script))).toEqual([]);

    const question = page.locator('summary').first();
    const answer = page.locator('details').first().locator('p').first();
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();

    // A link of the page navigates in the app: the document (and this mark on it) stays.
    await page.evaluate(() => {
      (window as { stayed?: boolean }).stayed = true;
    });
    await page.getByRole('link', { name: 'Tanácsadók böngészése' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tanácsadók' })).toBeVisible();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);

    // Back to it in the app: the page itself is rendered from its chunk, with the same questions.
    await page.goBack();
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.locator('summary').first()).toHaveText((await question.textContent()) ?? '');
    expect(scripts.some((script) => /public-content/.test(script))).toBe(true);
  });
});

test('the privacy notice\'s "Süti-beállítások módosítása" asks for the cookie choice again', async ({
  page,
}) => {
  const scripts = scriptsAskedFor(page);
  await page.goto('/adatkezeles');
  const dialog = page.getByRole('dialog', { name: 'Süti beállítások' });
  await dialog.getByRole('button', { name: 'Összes elfogadása' }).click();
  await expect(dialog).toBeHidden();
  expect(scripts.filter((script) => /public-content|privacy-page/.test(script))).toEqual([]);

  await page.getByRole('button', { name: 'Süti-beállítások módosítása' }).click();
  await expect(page.getByRole('dialog', { name: 'Süti beállítások' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), 'cookie-preferences')).toBeNull();
});
