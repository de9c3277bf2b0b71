import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { EARLY_PRESSES } from '@common/early-presses';
import type { FastifyInstance } from 'fastify';
import { TtlCache } from '../../lib/ttl-cache';

/** What web/ssr/entry-server.tsx (built to dist/ssr/entry-server.js) exports. */
interface RendererModule {
  render(pathAndQuery: string, publicUrl: string): Promise<RenderedPage | null>;
  pageKey(pathAndQuery: string): string | null;
  /** Route paths (React Router syntax, relative; '/' for the index, '*' for the 404 page). */
  SERVER_RENDERED: Record<string, unknown>;
  /** The theme's CSS variables and global classes (<style> elements), the same on every page. */
  THEME_STYLES: string;
  setApiFetch(fetchImplementation: typeof fetch): void;
}
interface RenderedPage {
  status: number;
  head: string;
  html: string;
  state: string;
  module: string | null;
  moduleScripts: boolean;
}
/** An entry of Vite's build manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface PageAnswer {
  status: number;
  body: Buffer;
  /** The same page compressed once per render, for the clients that accept it. */
  brotli: Buffer;
  gzip: Buffer;
}

/** A rendered page is served for this long (or until an adviser changes: `clear`). */
const PAGE_TTL_MS = 10_000;
const MAX_CACHED_PAGES = 500;

/** The app and the visitor a render's API calls are made for (renders of several apps share one module). */
const renderContext = new AsyncLocalStorage<{ app: FastifyInstance; ip: string }>();

/**
 * The API as the renderer sees it: the app's routes called in process (`inject`), as the visitor (their
 * address counts against the API's rate limit, never a session).
 */
async function injectFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const context = renderContext.getStore();
  if (!context) throw new Error('An API call of a page render outside a render');
  const answer = await context.app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: String(input),
    headers: { accept: 'application/json' },
    remoteAddress: context.ip,
  });
  const noBody = answer.statusCode === 204 || answer.statusCode === 304;
  return new Response(noBody ? null : new Uint8Array(answer.rawPayload), {
    status: answer.statusCode,
    headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
  });
}

let loadedRenderer: Promise<RendererModule> | undefined;

/**
 * Asks for a server-rendered page's scripts once the browser reports its first paint (a browser without
 * paint timing: after the first frame; should a report never come, 2 s after the load event). The page is
 * readable from its HTML and CSS alone; fetched with them, the scripts (~150 KB) would share a slow link
 * with them and hold back the first paint (issue 16, FCP). The list (#page-scripts) is the entry, then
 * the page's chunks, preloaded. Until the page is hydrated it holds presses on buttons, which the app
 * presses again then (common/early-presses.ts).
 */
export const PAGE_SCRIPT_LOADER = [
  '(()=>{',
  // Presses before the page is hydrated, held for the app (common/early-presses.ts).
  `const presses=window.${EARLY_PRESSES}=[];`,
  "addEventListener('click',e=>{",
  'if(document.documentElement.dataset.interactive)return;',
  "const b=e.target.closest?.('button');",
  "if(!b||(b.type==='submit'&&b.form))return;",
  'e.preventDefault();e.stopImmediatePropagation();presses.push(b)},true);',
  'let started=false;',
  'const load=()=>{',
  'if(started)return;started=true;',
  "JSON.parse(document.getElementById('page-scripts').textContent).forEach((src,i)=>{",
  "const e=document.createElement(i?'link':'script');",
  "if(i){e.rel='modulepreload';e.href=src}else{e.type='module';e.src=src}",
  "e.crossOrigin='';document.head.append(e)})};",
  "if(window.PerformanceObserver?.supportedEntryTypes?.includes('paint')){",
  "new PerformanceObserver((_,observer)=>{observer.disconnect();load()}).observe({type:'paint',buffered:true});",
  "addEventListener('load',()=>setTimeout(load,2000))}",
  'else requestAnimationFrame(()=>setTimeout(load))',
  '})()',
].join('');

/** A page's own stylesheet links, and every script it loads (#page-scripts, JSON). */
interface PageAssets {
  styles: string;
  scriptList: string;
}

/** The built index.html without its scripts, which a server-rendered page loads after its first paint. */
export function pageTemplate(html: string): { template: string; scripts: string[] } {
  const scripts: string[] = [];
  const template = html
    .replace(/\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/, (_, src: string) => {
      scripts.push(src);
      return '';
    })
    .replace(/\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (_, href: string) => {
      scripts.push(href);
      return '';
    });
  return { template, scripts };
}

/**
 * Server rendering of the public pages: the built renderer (dist/ssr) fills the built index.html with
 * the page's markup, <head> tags, the data it used and the list of its scripts. Pages are kept a few
 * seconds (a burst of visitors costs one render) and forgotten at once when an adviser changes.
 */
export class ServerRendering {
  private readonly cache = new TtlCache<PageAnswer | null>(PAGE_TTL_MS, MAX_CACHED_PAGES);
  private readonly assets = new Map<string, PageAssets>();

  private constructor(
    private readonly app: FastifyInstance,
    private readonly renderer: RendererModule,
    private readonly template: string,
    /** The entry and what Vite preloads with it. */
    private readonly entryScripts: string[],
    private readonly manifest: Record<string, ManifestChunk>,
    private readonly publicUrl: string,
  ) {}

  /** Null when the renderer is not built (the browser then renders every page from the shell). */
  static async create(
    app: FastifyInstance,
    options: { webDistDir: string; publicUrl: string },
  ): Promise<ServerRendering | null> {
    const entry = path.join(path.dirname(options.webDistDir), 'ssr', 'entry-server.js');
    const manifestFile = path.join(options.webDistDir, '.vite', 'manifest.json');
    const indexFile = path.join(options.webDistDir, 'index.html');
    if (!existsSync(entry) || !existsSync(manifestFile) || !existsSync(indexFile)) return null;
    loadedRenderer ??= (import(pathToFileURL(entry).href) as Promise<RendererModule>).then((module) => {
      module.setApiFetch(injectFetch);
      return module;
    });
    const renderer = await loadedRenderer;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
    const { template, scripts } = pageTemplate(readFileSync(indexFile, 'utf8'));
    return new ServerRendering(app, renderer, template, scripts, manifest, options.publicUrl);
  }

  /** The page for a URL, or null when it belongs to the client-rendered app (the shell answers). */
  page(url: string, ip: string): Promise<PageAnswer | null> {
    const key = this.renderer.pageKey(url);
    if (key === null) return Promise.resolve(null);
    return this.cache.get(key, Date.now(), () =>
      renderContext.run({ app: this.app, ip }, async () => {
        const page = await this.renderer.render(key, this.publicUrl);
        if (!page) return null;
        const body = Buffer.from(this.fill(page));
        return {
          status: page.status,
          body,
          brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
          gzip: gzipSync(body),
        };
      }),
    );
  }

  clear() {
    this.cache.clear();
  }

  /**
   * The server-rendered routes as Fastify paths ('/tanacsado/:id'), to be routes of their own: through
   * the static files' wildcard each page would first be looked for on disk.
   */
  routePaths(): string[] {
    return Object.keys(this.renderer.SERVER_RENDERED)
      .filter((route) => route !== '*')
      .map((route) => (route === '/' ? '/' : `/${route}`));
  }

  private fill(page: RenderedPage): string {
    const { styles, scriptList } = this.assetsOf(page.module, page.moduleScripts);
    return this.template
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta name="description"[^>]*>\s*/, '')
      .replace('</head>', `${styles}  ${page.head}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        `${this.renderer.THEME_STYLES}<div id="root">${page.html}</div>
    <script type="application/json" id="ssr-state">${page.state}</script>
    <script type="application/json" id="page-scripts">${scriptList}</script>
    <script>${PAGE_SCRIPT_LOADER}</script>`,
      );
  }

  /**
   * The entry's scripts, then the page's lazy chunk and the chunks it imports, and their CSS: asked for
   * with the entry, not after it. A static page (`moduleScripts` false) takes the CSS alone. Worked out
   * once per page module.
   */
  private assetsOf(module: string | null, moduleScripts: boolean): PageAssets {
    const key = `${module}:${moduleScripts}`;
    let assets = this.assets.get(key);
    if (assets === undefined) {
      const scripts = new Set(this.entryScripts);
      const chunks = new Set<string>();
      const styles = new Set<string>();
      const visit = (key: string) => {
        const chunk = this.manifest[key];
        if (!chunk || key === 'index.html' || scripts.has(`/${chunk.file}`) || chunks.has(chunk.file)) return;
        chunks.add(chunk.file);
        if (moduleScripts) scripts.add(`/${chunk.file}`);
        for (const css of chunk.css ?? []) styles.add(css);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      if (module) visit(module);
      assets = {
        styles: [...styles]
          .map((file) => `  <link rel="stylesheet" crossorigin href="/${file}" />\n  `)
          .join(''),
        scriptList: JSON.stringify([...scripts]),
      };
      this.assets.set(key, assets);
    }
    return assets;
  }
}
