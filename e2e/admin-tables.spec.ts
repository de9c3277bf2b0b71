import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, journeys, logInAsAdmin, test } from './fixtures';

/** Every server-paged table of the admin area, by its page and its caption. */
const ADMIN_TABLES = [
  { path: '/admin/tanacsadok', caption: /^Tanácsadók, / },
  { path: '/admin/felhasznalok', caption: /^Felhasználók, / },
  { path: '/admin/elofizetesek', caption: /^Előfizetések, / },
  { path: '/admin/elofizetesek?tab=csomagok', caption: /^Előfizetési csomagok, / },
  { path: '/admin/elofizetesek?tab=befizetesek', caption: /^Befizetések, / },
  { path: '/admin/tanacsadasok', caption: /^Időpontok, / },
  { path: '/admin/tipusok', caption: /^Tanácsadási típusok, / },
] as const;

async function openTable(page: Page, path: string, caption: RegExp) {
  await page.goto(path);
  const table = page.getByRole('table', { name: caption });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
}

/**
 * What a reader of the table would find cut: a table wider than its frame (columns hidden behind its
 * edge), a row's button outside the frame or the screen, a badge whose text ends in an ellipsis, an
 * e-mail address broken inside a word.
 */
function clippedParts(table: Locator) {
  return table.evaluate((element) => {
    const found: string[] = [];
    let frame = element.parentElement;
    while (frame && getComputedStyle(frame).overflowX === 'visible') frame = frame.parentElement;
    if (!frame) return ['the table has no frame'];
    if (frame.scrollWidth > frame.clientWidth) {
      found.push(`the table is wider than its frame: ${frame.scrollWidth} > ${frame.clientWidth}`);
    }
    const box = frame.getBoundingClientRect();
    const screenRight = document.documentElement.clientWidth;
    for (const button of element.querySelectorAll('tbody button')) {
      const r = button.getBoundingClientRect();
      if (r.left < box.left - 1 || r.right > box.right + 1 || r.right > screenRight) {
        found.push(`button cut: ${button.getAttribute('aria-label') ?? button.textContent}`);
      }
    }
    for (const badge of element.querySelectorAll('.mantine-Badge-root, .mantine-Badge-label')) {
      if (badge.scrollWidth > badge.clientWidth + 1) found.push(`badge cut: ${badge.textContent}`);
    }
    const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const range = document.createRange();
    for (const cell of element.querySelectorAll('td')) {
      const holders = [cell, ...cell.querySelectorAll('*')].filter((e) => email.test(e.textContent ?? ''));
      for (const holder of holders) {
        const text = holder.textContent ?? '';
        const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
        let lastTop: number | null = null;
        let previous = '';
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (let i = 0; i < node.length; i += 1) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getClientRects()[0];
            if (!rect) continue;
            // A new line may start at the "@" or a dot, or follow a hyphen; anywhere else it cuts a word.
            const boundary = node.data[i] === '@' || node.data[i] === '.' || previous === '-';
            if (lastTop !== null && rect.top > lastTop + 2 && !boundary) {
              found.push(`e-mail broken inside a word: ${text}`);
            }
            lastTop = rect.top;
            previous = node.data[i] ?? '';
          }
        }
      }
    }
    return [...new Set(found)];
  });
}

/**
 * axe's colour-contrast findings: its violations, and the texts it measured below the required ratio but
 * left "to review" (text the colour of its background, 1:1, which axe suspects is meant to be hidden).
 */
async function contrastFailures(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const measuredTooLow = (node: (typeof results.incomplete)[number]['nodes'][number]) =>
    node.any.some((check) => {
      const data = check.data as { contrastRatio?: number; expectedContrastRatio?: string } | null;
      const ratio = data?.contrastRatio ?? 0;
      return ratio > 0 && ratio < Number.parseFloat(data?.expectedContrastRatio ?? '4.5');
    });
  return [
    ...results.violations.flatMap((rule) => rule.nodes),
    ...results.incomplete.flatMap((rule) => rule.nodes.filter(measuredTooLow)),
  ].map((node) => `${node.target.join(' ')}: ${node.any.map((check) => check.message).join('; ')}`);
}

journeys('admin tables', { viewport: { width: 1280, height: 800 } }, () => {
  test('at 1280 px nothing in an admin table is cut and every text has AA contrast', async ({ page }) => {
    test.setTimeout(90_000);
    await logInAsAdmin(page);
    for (const { path, caption } of ADMIN_TABLES) {
      const table = await openTable(page, path, caption);
      expect(await clippedParts(table), path).toEqual([]);
      expect(await contrastFailures(page), path).toEqual([]);
    }
  });

  test('at 360 px a table scrolls in its frame and each row keeps its buttons in view', async ({ page }) => {
    test.setTimeout(90_000);
    await logInAsAdmin(page);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const { path, caption } of ADMIN_TABLES) {
      const table = await openTable(page, path, caption);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
      // The row's last button (its actions; the payments have none) is in view without scrolling sideways.
      const row = table.getByRole('row').nth(1);
      if ((await row.getByRole('button').count()) === 0) continue;
      await row.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 200));
      await expect(row.getByRole('button').last(), path).toBeInViewport({ ratio: 1 });
    }
  });
});
