import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// With `.js` (the .ts file, for TypeScript too): Vite's config loader wants imports with an extension.
import { CONSENT_MARK_SCRIPT } from './common/cookie-consent.js';
import { markdownContent } from './web/content/markdown-content.js';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// `vite build` builds the browser app (dist/web, with a manifest the server reads to preload a page's
// chunks); `vite build --ssr ssr/entry-server.tsx` builds the server's renderer of the public pages (dist/ssr).
/**
 * Writes .br and .gz beside every built text file, once at build time: the server sends them as they are
 * (@fastify/static preCompressed), so visitors without a compressing proxy in front get small files too.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options) {
      if (!options.dir) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
        );
      for (const file of walk(options.dir)) {
        if (!/\.(js|css|svg|json|txt)$/.test(file) || statSync(file).size < 1024) continue;
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** The cookie-choice mark (common/cookie-consent.ts) as the first script of every page's <head>. */
function consentMark(): Plugin {
  return {
    name: 'consent-mark',
    transformIndexHtml: () => [{ tag: 'script', children: CONSENT_MARK_SCRIPT, injectTo: 'head-prepend' }],
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot('./web'),
  publicDir: fromRoot('./web/public'),
  // content/**/*.md imported by the pages become plain data at build time (no Markdown renderer shipped).
  plugins: isSsrBuild
    ? [markdownContent(fromRoot('./content')), react()]
    : [markdownContent(fromRoot('./content')), react(), consentMark(), precompress()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: fromRoot('./web/preact/react.js') },
      { find: '@common', replacement: fromRoot('./common') },
      { find: '@web', replacement: fromRoot('./web') },
      { find: '@content', replacement: fromRoot('./content') },
      // React Router's package exports its development build; its own Vite plugin swaps in this one.
      {
        find: /^react-router$/,
        replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs'),
      },
    ],
  },
  // The renderer bundles its packages too, so that they meet React's API as Preact (the aliases above).
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: fromRoot('./dist/ssr'), emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: fromRoot('./dist/web'),
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        chunkSizeWarningLimit: 800,
      },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
      '/dev': 'http://127.0.0.1:3000',
      '/socket.io': { target: 'ws://127.0.0.1:3000', ws: true },
    },
  },
}));
