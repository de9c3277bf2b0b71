import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PAGE_SCRIPT_LOADER } from './server-rendering';

/**
 * The server's side of the public pages with a stand-in renderer (the real one is built by
 * `vite build --ssr` and exercised by e2e/public-pages.spec.ts): routes, the template, preloads, the
 * page cache and its clearing, compression, 404s, the shell for client pages and when a render fails.
 */
const INDEX_HTML = `<!doctype html>
<html lang="hu">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="általános" />
    <title>Online Szakértői és Tanácsadói Portál</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-123.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST = JSON.stringify({
  'index.html': { file: 'assets/index-abc.js', imports: ['_shared.js'] },
  'features/page.tsx': {
    file: 'assets/page-def.js',
    imports: ['_shared.js', '_extra.js'],
    css: ['assets/page-def.css'],
  },
  '_shared.js': { file: 'assets/shared-123.js' },
  '_extra.js': { file: 'assets/extra-456.js' },
});

// Renders count themselves on globalThis: the server imports this module by its file URL.
const RENDERER = `
let apiFetch;
export const SERVER_RENDERED = { '/': { module: null }, 'oldal/:nev': { module: 'features/page.tsx' }, statikus: { module: 'features/page.tsx', static: true }, '*': { module: null } };
export const THEME_STYLES = '<style data-mantine-styles="true">:root{--x:1}</style>';
export function setApiFetch(implementation) { apiFetch = implementation; }
export function pageKey(url) {
  const { pathname } = new URL(url, 'http://x');
  return pathname.startsWith('/kerdezo') ? null : pathname;
}
export async function render(url, publicUrl) {
  globalThis.__renders = (globalThis.__renders ?? 0) + 1;
  if (url === '/oldal/hiba') throw new Error('a render failed');
  const settings = await (await apiFetch('/api/settings/public')).json();
  const known = url === '/' || url.startsWith('/oldal/') || url === '/statikus';
  return {
    status: known ? 200 : 404,
    head: '<title>' + (known ? 'Oldal' : 'Nincs ilyen') + '</title><link rel="canonical" href="' + publicUrl + url + '" />',
    html: '<h1>' + url + '</h1><p>' + (settings.success ? 'beállítások' : 'hiba') + '</p>',
    state: '{"queries":[]}',
    module: url.startsWith('/oldal/') || url === '/statikus' ? 'features/page.tsx' : null,
    moduleScripts: url !== '/statikus',
  };
}
`;

const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

describe('server-rendered pages', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      webFiles: {
        'index.html': INDEX_HTML,
        '.vite/manifest.json': MANIFEST,
        'assets/index-abc.js': 'console.log(1)',
        '../ssr/entry-server.js': RENDERER,
      },
    });
  });
  afterAll(() => t.close());

  it('fills the built page with the head, the markup, the data and the list of its scripts', async () => {
    const answer = await t.app.inject({ url: '/oldal/elso' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = answer.body;
    expect(html).toContain('<title>Oldal</title>');
    expect(html).not.toContain('Online Szakértői és Tanácsadói Portál</title>');
    expect(html).not.toContain('content="általános"');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/oldal/elso" />');
    // The renderer's API call went through the app (GET /api/settings/public answered).
    expect(html).toContain(
      '<style data-mantine-styles="true">:root{--x:1}</style><div id="root"><h1>/oldal/elso</h1><p>beállítások</p></div>',
    );
    expect(html).toContain('<script type="application/json" id="ssr-state">{"queries":[]}</script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/page-def.css" />');
    // The scripts are not in the page for the browser to fetch with it: the loader asks for them after
    // the first paint, the entry first, then the page's chunks and what they import, each once.
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const list = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(list ?? 'null')).toEqual([
      '/assets/index-abc.js',
      '/assets/shared-123.js',
      '/assets/page-def.js',
      '/assets/extra-456.js',
    ]);
    expect(html).toContain(`<script>${PAGE_SCRIPT_LOADER}</script>`);
    // The stylesheets stay in <head>: the entry's first, then the page's.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('/assets/index-abc.css')).toBeGreaterThan(0);
    expect(head.indexOf('/assets/page-def.css')).toBeGreaterThan(head.indexOf('/assets/index-abc.css'));
  });

  it("gives a static page its chunk's CSS but none of its scripts", async () => {
    const html = (await t.app.inject({ url: '/statikus' })).body;
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/page-def.css" />');
    const list = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(list ?? 'null')).toEqual(['/assets/index-abc.js', '/assets/shared-123.js']);
  });

  it('keeps a rendered page until the advisers change, and compresses it for clients that accept it', async () => {
    const first = await t.app.inject({ url: '/oldal/masodik' });
    const before = renders();
    const again = await t.app.inject({ url: '/oldal/masodik', headers: { 'accept-encoding': 'br, gzip' } });
    expect(renders()).toBe(before);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(first.body);
    const gzipped = await t.app.inject({ url: '/oldal/masodik', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(first.body);

    t.app.discovery.invalidate();
    await t.app.inject({ url: '/oldal/masodik' });
    expect(renders()).toBe(before + 1);
  });

  it('answers the 404 page with its status, and the shell for the client-rendered app', async () => {
    const unknown = await t.app.inject({ url: '/nincs/ilyen' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>Nincs ilyen</title>');

    const area = await t.app.inject({ url: '/kerdezo/tanacsadasaim' });
    expect(area.statusCode).toBe(200);
    expect(area.body).toContain('<div id="root"></div>');
    expect(area.body).not.toContain('ssr-state');

    // The API never falls back to a page.
    const api = await t.app.inject({ url: '/api/nincs' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('serves the shell when a render fails, and renders again next time', async () => {
    const failed = await t.app.inject({ url: '/oldal/hiba' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    const before = renders();
    await t.app.inject({ url: '/oldal/hiba' });
    expect(renders()).toBe(before + 1);
  });

  it('renders the home page at "/" and keeps the built files as they are', async () => {
    const home = await t.app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<h1>/</h1>');
    const script = await t.app.inject({ url: '/assets/index-abc.js' });
    expect(script.body).toBe('console.log(1)');
    expect(script.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/.vite/manifest.json' })).body).not.toContain('page-def');
  });
});
