import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const COOKIE_KEY = 'cookie-preferences';
export const TOKEN_KEY = 'auth-token';

/** Pages opened with a cookie choice already stored, so the consent dialog does not cover them. */
export const test = base.extend<{ consented: undefined }>({
  consented: [
    async ({ context }, use) => {
      await context.addInitScript(
        ([key]) => {
          if (!window.localStorage.getItem(key as string)) {
            window.localStorage.setItem(
              key as string,
              JSON.stringify({ szukseges: true, statisztika: false, marketing: false }),
            );
          }
        },
        [COOKIE_KEY],
      );
      await use(undefined);
    },
    { auto: false },
  ],
});

export { expect };

/** Fails on serious or critical WCAG 2.1 A/AA violations, listing them readably. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(report, `a11y violations on ${page.url()}`).toEqual([]);
}
