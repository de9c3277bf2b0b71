import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server-rendered public pages carry only part of Mantine's stylesheet (public-styles.ts). This walks
 * the static imports of the browser entry and of each public page (lazy imports load the whole sheet and
 * are not followed) and checks that every Mantine component they use has its styles in that part.
 */
const WEB = path.resolve(__dirname, '..');
const MANTINE_STYLES = path.resolve(WEB, '../node_modules/@mantine/core/styles');
// Components whose styles live in another component's file.
const STYLES_OF: Record<string, string> = { TextInput: 'Input', NativeSelect: 'Input', Textarea: 'Input' };
// Named by the theme only: toasts render in their own lazy chunk, which brings the whole sheet.
const THEMED_ONLY = new Set(['Notification']);

function resolveSource(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@web/')
    ? path.join(WEB, specifier.slice('@web/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

function mantineComponentsReachedFrom(entries: string[]): Map<string, string> {
  const seen = new Set<string>();
  const used = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^import\s+(?!type\s)([\s\S]*?)\s+from\s+'([^']+)';/gm)) {
      const [, names = '', specifier = ''] = match;
      if (specifier === '@mantine/core') {
        for (const name of names.replace(/[{}]/g, '').split(',')) {
          const trimmed = name.trim();
          if (trimmed && !trimmed.startsWith('type ')) used.set(trimmed, path.relative(WEB, file));
        }
        continue;
      }
      const target = resolveSource(specifier, file);
      if (target) visit(target);
    }
    for (const match of source.matchAll(/^import\s+'([^']+)';/gm)) {
      const target = resolveSource(match[1] as string, file);
      if (target) visit(target);
    }
  };
  for (const entry of entries) visit(entry);
  return used;
}

describe('the public pages stylesheet', () => {
  it('has the styles of every Mantine component the public pages use', () => {
    const entryServer = readFileSync(path.join(WEB, 'ssr/entry-server.tsx'), 'utf8');
    const pages = [...entryServer.matchAll(/module: '([^']+)'/g)].map((match) =>
      path.join(WEB, match[1] as string),
    );
    expect(pages.length).toBeGreaterThanOrEqual(6);
    const used = mantineComponentsReachedFrom([path.join(WEB, 'main.tsx'), ...pages]);
    expect(used.has('Button')).toBe(true);

    const publicStyles = readFileSync(path.join(WEB, 'app/public-styles.ts'), 'utf8');
    const missing = [...used]
      .filter(([component]) => !THEMED_ONLY.has(component))
      .map(([component, file]) => ({ file, styles: STYLES_OF[component] ?? component }))
      .filter(({ styles }) => existsSync(path.join(MANTINE_STYLES, `${styles}.css`)))
      .filter(({ styles }) => !publicStyles.includes(`/styles/${styles}.layer.css'`))
      .map(({ file, styles }) => `${styles} (${file})`);
    expect(missing).toEqual([]);
  });
});
