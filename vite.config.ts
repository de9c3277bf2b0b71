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

/**
 * Adds to Vite's manifest what the server and the bundle test need beyond it: every chunk's source
 * modules (`modules`, paths as the manifest's keys), and an entry of its own for a lazily imported module
 * that a code-splitting group put into a shared chunk (the public pages' chunks below) — a copy of its
 * chunk's entry, so the server finds a page's chunk, imports and CSS by the page's source path as before.
 */
function manifestWithModules(root: string): Plugin {
  return {
    name: 'manifest-with-modules',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!options.dir) return;
      const manifestFile = path.join(options.dir, '.vite', 'manifest.json');
      type Entry = { file: string; src?: string; isDynamicEntry?: boolean; modules?: string[] };
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Entry>;
      const byFile = new Map(Object.values(manifest).map((entry) => [entry.file, entry]));
      for (const chunk of Object.values(bundle)) {
        const entry = chunk.type === 'chunk' ? byFile.get(chunk.fileName) : undefined;
        if (chunk.type !== 'chunk' || !entry) continue;
        const modules = chunk.moduleIds
          .filter((id) => !id.startsWith('\0'))
          .map((id) => [id, path.relative(root, id).replaceAll(path.sep, '/')] as const);
        entry.modules = modules.map(([, key]) => key);
        if (chunk.facadeModuleId) continue;
        for (const [id, key] of modules) {
          if (manifest[key] || !this.getModuleInfo(id)?.dynamicImporters.length) continue;
          manifest[key] = { ...entry, src: key, isDynamicEntry: true };
        }
      }
      writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
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
    : [
        markdownContent(fromRoot('./content')),
        react(),
        consentMark(),
        manifestWithModules(fromRoot('./web')),
        precompress(),
      ],
  resolve: {
    alias: [
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
  // The renderer bundles its packages too: React Router's production build (above), as in the browser.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: fromRoot('./dist/ssr'), emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: fromRoot('./dist/web'),
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        chunkSizeWarningLimit: 800,
        // Few files for a public page, since each costs a round trip (six at a time over HTTP/1.1): what
        // the entry imports is one chunk instead of a dozen shared ones; the adviser list and profile
        // share one chunk, the landing and legal pages another (issue 16, Lighthouse's FCP). The areas
        // keep the automatic splitting.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'start', tags: ['$initial'], priority: 2 },
                // The few modules the landing and legal pages share with the adviser pages (an error notice,
                // two icons; ~1 KB) are a chunk of their own: in `public` they made those pages fetch its 17 KB.
                {
                  name: 'public-shared',
                  test: /web[\\/]components[\\/]error-notice\.tsx$|[\\/]IconCalendar(Plus|Time)\.mjs$/,
                  priority: 2,
                },
                {
                  name: 'public',
                  test: /web[\\/]features[\\/]advisers[\\/]adviser-(list|profile)-page\.tsx$/,
                  priority: 1,
                },
                {
                  name: 'public-content',
                  test: /web[\\/]features[\\/](legal[\\/](terms|privacy)-page|landing[\\/](adviser-)?landing-page)\.tsx$/,
                  priority: 1,
                },
              ],
            },
          },
        },
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
