import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * What a public page downloads before it is interactive, from the production build's manifest: the
 * entry with every chunk it imports, plus the page's own lazy chunk with its imports (the page
 * lists them for its script loader). Sizes, not timings.
 */
const DIST = path.resolve('dist/web');
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; modules?: string[] }
>;

interface PublicPage {
  module: string | null;
  static?: true;
}
// Each public page's lazy chunk; a static page (web/components/static-page.tsx) takes only its CSS.
const PUBLIC_PAGES = {
  home: { module: null },
  list: { module: 'features/advisers/adviser-list-page.tsx' },
  profile: { module: 'features/advisers/adviser-profile-page.tsx' },
  landing: { module: 'features/landing/landing-page.tsx', static: true },
  adviserLanding: { module: 'features/landing/adviser-landing-page.tsx', static: true },
  terms: { module: 'features/legal/terms-page.tsx', static: true },
  privacy: { module: 'features/legal/privacy-page.tsx', static: true },
} satisfies Record<string, PublicPage>;

// Issue 35: React's runtime costs ~60 KB (gzip) more than Preact's did (80–108 KB, issue 16), and
// nothing else may grow.
const JS_BUDGET_KB = 160;
// Each file is a round trip (six at a time over HTTP/1.1) before the page can run: the entry, the
// adviser pages' or the landing/legal pages' chunk, and the little they share (vite.config.ts).
const MAX_SCRIPT_FILES = 3;
const CSS_BUDGET_KB = 16;

function downloads(page: PublicPage) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const sources = new Set<string>();
  const visit = (key: string, withScripts: boolean) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file) || sources.has(key)) return;
    sources.add(key);
    if (withScripts) {
      // Every module inside the chunk (vite.config.ts adds them): one chunk holds many on public pages.
      for (const module of chunk.modules ?? []) sources.add(module);
      scripts.add(chunk.file);
    }
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, withScripts);
  };
  visit('index.html', true);
  if (page.module) visit(page.module, !page.static);
  const kb = (files: Set<string>) =>
    [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(DIST, file))).length, 0) / 1024;
  return { sources, scriptFiles: scripts.size, jsKb: kb(scripts), cssKb: kb(styles) };
}

test('public pages download no area, calendar, admin or meeting code, within the size budget', () => {
  for (const [name, page] of Object.entries<PublicPage>(PUBLIC_PAGES)) {
    if (page.module) expect(manifest[page.module], `${name} is lazily loaded`).toBeDefined();
    const { sources, scriptFiles, jsKb, cssKb } = downloads(page);
    expect(sources.size, `${name}: the modules are known`).toBeGreaterThan(100);
    // The renderer that ships is React's (issue 35): no module of Preact, and React DOM's client.
    expect(
      [...sources].filter((source) => /node_modules[\\/]preact/.test(source)),
      `${name}: Preact modules`,
    ).toEqual([]);
    expect(
      [...sources].some((source) => /node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\./.test(source)),
      `${name}: React DOM is downloaded`,
    ).toBe(true);
    const heavy = [...sources].filter((source) =>
      /app\/areas\/|features\/(calendar|meeting|admin-|booking|messages)|@fullcalendar|socket\.io/.test(
        source,
      ),
    );
    expect(heavy, name).toEqual([]);
    expect(jsKb, `${name}: JavaScript KB (gzip)`).toBeLessThanOrEqual(JS_BUDGET_KB);
    expect(scriptFiles, `${name}: script files`).toBeLessThanOrEqual(MAX_SCRIPT_FILES);
    expect(cssKb, `${name}: CSS KB (gzip)`).toBeLessThanOrEqual(CSS_BUDGET_KB);
    // Nothing in a static page but the header and the consent dialog needs script: it downloads what
    // the home page's entry does, not a byte of its own chunk.
    if (page.static)
      expect(jsKb, `${name}: JavaScript beyond the entry`).toBe(downloads(PUBLIC_PAGES.home).jsKb);
  }
});
