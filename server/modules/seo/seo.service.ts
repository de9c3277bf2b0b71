import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advisers } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { TtlCache } from '../../lib/ttl-cache';
import { listedAdviser } from '../advisers/listed';

/** The most URLs one sitemap file may name (the protocol allows 50,000; smaller files are cheaper to build). */
export const SITEMAP_PAGE_SIZE = 10_000;

/** The public pages every sitemap names first, in this order. */
export const PUBLIC_PAGES = [
  '/',
  '/tanacsadok',
  '/landing',
  '/landing-tanacsadoknak',
  '/aszf',
  '/adatkezeles',
];

/**
 * What crawlers are asked to leave alone: the signed-in areas, the meeting and payment pages, the API,
 * the developer pages and the steps of signing in (nothing there is worth a search result).
 */
export const ROBOTS_DISALLOW = [
  '/tanacsadoi-fiok/',
  '/kerdezo/',
  '/admin/',
  '/meeting/',
  '/api/',
  '/dev/',
  '/fizetes/',
  '/bejelentkezes',
  '/regisztracio',
  '/email-verification',
  '/elfelejtett-jelszo',
  '/jelszo-visszaallitas',
  '/2fa-verification',
];

/** One rendered sitemap document and how many pages the whole sitemap has now. */
export interface RenderedSitemap {
  xml: Buffer;
  pages: number;
}

interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] as string);

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function renderRobots(publicUrl: string) {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function renderUrlSet(publicUrl: string, urls: SitemapUrl[]) {
  const entries = urls.map(({ path, lastmod }) => {
    const date = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    return `<url><loc>${xmlEscape(publicUrl + path)}</loc>${date}</url>`;
  });
  return `${XML_HEADER}<urlset xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
}

export function renderSitemapIndex(publicUrl: string, pages: number) {
  const entries = Array.from(
    { length: pages },
    (_, i) => `<sitemap><loc>${xmlEscape(`${publicUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `${XML_HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export interface SeoServiceDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
  /** The discovery cache's sitemap part: cleared with every change to advisers. */
  cache: TtlCache<RenderedSitemap>;
  /** URLs per sitemap file (SITEMAP_PAGE_SIZE; tests lower it). */
  pageSize?: number;
}

/**
 * The sitemap: the public pages, then every listed adviser who allows indexing, in id order. Up to one
 * page of URLs /sitemap.xml is that list itself; past it /sitemap.xml is an index of /sitemap-1.xml,
 * /sitemap-2.xml, … (pages of the same sequence). Rendered documents are cached; the cache is cleared
 * whenever advisers change, and its time to live bounds how long an expired adviser stays listed.
 */
export function createSeoService(deps: SeoServiceDeps) {
  const { db, clock, publicUrl, cache } = deps;
  const pageSize = deps.pageSize ?? SITEMAP_PAGE_SIZE;
  const robots = renderRobots(publicUrl);

  // The same rule as the public search and profile (active, not expired, account not disabled), less
  // those who turned indexing off; advisers_sitemap_idx holds every column this reads.
  const indexable = (now: Date) => and(listedAdviser(now), eq(advisers.searchEngineIndexing, true));

  async function countAdvisers(now: Date) {
    const [row] = await db.select({ n: count() }).from(advisers).where(indexable(now));
    return row?.n ?? 0;
  }

  /**
   * Page `page` (from 1) of the sequence: its share of the public pages and of the advisers. The
   * advisers are read with an offset over the partial index in id order: skipping even 100,000 index
   * entries takes milliseconds, crawlers ask rarely and the answer is cached.
   */
  async function pageUrls(page: number, now: Date): Promise<SitemapUrl[]> {
    const start = (page - 1) * pageSize;
    const end = start + pageSize;
    const urls: SitemapUrl[] = PUBLIC_PAGES.slice(start, end).map((path) => ({ path }));
    const limit = pageSize - urls.length;
    if (limit === 0) return urls;
    const rows = await db
      .select({ id: advisers.id, updatedAt: advisers.updatedAt })
      .from(advisers)
      .where(indexable(now))
      .orderBy(asc(advisers.id))
      .limit(limit)
      .offset(Math.max(0, start - PUBLIC_PAGES.length));
    for (const row of rows) urls.push({ path: `/tanacsado/${row.id}`, lastmod: row.updatedAt });
    return urls;
  }

  /** /sitemap.xml: the whole list while it fits one page, else the index of the pages. */
  function sitemap(): Promise<RenderedSitemap> {
    const now = clock.now();
    return cache.get('sitemap', now.getTime(), async () => {
      const total = PUBLIC_PAGES.length + (await countAdvisers(now));
      const pages = Math.max(1, Math.ceil(total / pageSize));
      const xml =
        pages === 1 ? renderUrlSet(publicUrl, await pageUrls(1, now)) : renderSitemapIndex(publicUrl, pages);
      return { xml: Buffer.from(xml), pages };
    });
  }

  /** /sitemap-<page>.xml, or null past the last page (counted by /sitemap.xml, so no query for those). */
  async function sitemapPage(page: number): Promise<Buffer | null> {
    const { pages } = await sitemap();
    if (page < 1 || page > pages) return null;
    const now = clock.now();
    const rendered = await cache.get(`page-${page}`, now.getTime(), async () => ({
      xml: Buffer.from(renderUrlSet(publicUrl, await pageUrls(page, now))),
      pages,
    }));
    return rendered.xml;
  }

  return { robots: () => robots, sitemap, sitemapPage };
}

export type SeoService = ReturnType<typeof createSeoService>;
