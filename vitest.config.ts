import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { markdownContent } from './web/content/markdown-content.js';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // content/**/*.md imports (the landing pages' texts) as the build makes them.
  plugins: [markdownContent(fromRoot('./content'))],
  resolve: {
    alias: {
      '@common': fromRoot('./common'),
      '@content': fromRoot('./content'),
      '@server': fromRoot('./server'),
      '@web': fromRoot('./web'),
    },
  },
  test: {
    include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
