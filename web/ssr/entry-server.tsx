import { isUuid } from '@common/ids';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { activeExpertsCountQuery } from '@web/api/active-experts-count';
import { consultationTypesQuery } from '@web/api/consultation-types';
import { publicAdviserQuery } from '@web/api/public-adviser';
import { adviserGalleryQuery } from '@web/features/advisers/api/adviser-gallery';
import { adviserReviewsQuery } from '@web/features/advisers/api/adviser-reviews';
import { adviserSearchQuery } from '@web/features/advisers/api/search-advisers';
import {
  type AdviserListState,
  listStateToParams,
  parseListState,
} from '@web/features/advisers/list-search-params';
import { recommendedExpertsQuery } from '@web/features/home/api/recommended-experts';
import { setApiFetch } from '@web/lib/api';
import { PAGE_TITLES } from '@web/lib/page-title';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import { publicSettingsQuery } from '../app/layouts/maintenance-banner';
import { createQueryClient, Providers, ThemeStyles } from '../app/providers';
import { AppRoutes, routes } from '../app/router';
import { listHead, type PageHead, profileHead, renderHead, STATIC_HEADS, scriptJson } from './page-head';

export { setApiFetch };

/**
 * The pages rendered on the server, by route path, with the source of their lazy chunk (the page links
 * its CSS, and lists its scripts for its script loader, so the page hydrates without waiting and reads
 * right without JavaScript). A `static` page hydrates from its own markup (web/components/static-page.tsx):
 * it needs its chunk's CSS but not its scripts.
 * Every other route (sign-in steps, the areas, the meeting) is the client-rendered app.
 */
export const SERVER_RENDERED = {
  '/': { module: null },
  tanacsadok: { module: 'features/advisers/adviser-list-page.tsx' },
  'tanacsado/:id': { module: 'features/advisers/adviser-profile-page.tsx' },
  landing: { module: 'features/landing/landing-page.tsx', static: true },
  'landing-tanacsadoknak': { module: 'features/landing/adviser-landing-page.tsx', static: true },
  aszf: { module: 'features/legal/terms-page.tsx', static: true },
  adatkezeles: { module: 'features/legal/privacy-page.tsx', static: true },
  '*': { module: null },
} as const;
type RoutePath = keyof typeof SERVER_RENDERED;

/** The theme's CSS variables and global classes, the same for every page: written before #root. */
export const THEME_STYLES = renderToString(<ThemeStyles />);

export interface RenderedPage {
  status: 200 | 404;
  /** The tags of <head>: title, description, canonical, Open Graph, Twitter, JSON-LD. */
  head: string;
  /** The app's markup (the content of #root). */
  html: string;
  /** The data the page was rendered with, for the browser's query cache (a JSON <script> block). */
  state: string;
  /** Source module (relative to web/) of the page's lazy chunk, if it has one. */
  module: string | null;
  /** Whether the page loads its chunk's scripts (not a static page's), or only its CSS. */
  moduleScripts: boolean;
}

type ServerRoute = { path: RoutePath; params: Record<string, string | undefined> } | null;
/** Matching walks and ranks the whole route table each time: answers are kept per path (bounded). */
const routeOfPath = new Map<string, ServerRoute>();
const ROUTE_MEMORY = 5000;

/** The route a URL shows, when it is one of the server-rendered ones; null for the client-rendered app. */
function serverRenderedRoute(pathname: string): ServerRoute {
  let route = routeOfPath.get(pathname);
  if (route === undefined) {
    if (routeOfPath.size >= ROUTE_MEMORY) routeOfPath.clear();
    route = matchServerRoute(pathname);
    routeOfPath.set(pathname, route);
  }
  return route;
}

function matchServerRoute(pathname: string): ServerRoute {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.at(-1);
  if (!leaf) return null;
  const path = leaf.route.index ? '/' : leaf.route.path;
  if (!path || !(path in SERVER_RENDERED)) return null;
  return { path: path as RoutePath, params: leaf.params };
}

/** The list's address with only what its state holds, in a stable order: its canonical and its cache key. */
function listPath(state: AdviserListState) {
  const query = listStateToParams(state).toString();
  return query ? `/tanacsadok?${query}` : '/tanacsadok';
}

const ADVISER_NOT_FOUND: PageHead = { ...STATIC_HEADS.notFound, title: PAGE_TITLES.adviserNotFound };

/** Loads what the page shows into the query cache, through the same queries the components use. */
async function prefetch(
  queryClient: QueryClient,
  route: RoutePath,
  params: Record<string, string | undefined>,
  url: URL,
  publicUrl: string,
): Promise<{ head: PageHead; found: boolean }> {
  // Every page shows the maintenance banner of the public settings.
  const load = (...prefetches: Promise<void>[]) =>
    Promise.all([queryClient.prefetchQuery(publicSettingsQuery()), ...prefetches]);
  const q = queryClient;
  switch (route) {
    case '/':
      await load(q.prefetchQuery(activeExpertsCountQuery()), q.prefetchQuery(recommendedExpertsQuery()));
      return { head: STATIC_HEADS.home, found: true };
    case 'tanacsadok': {
      const state = parseListState(url.searchParams);
      await load(
        q.prefetchQuery(consultationTypesQuery({ silent: true })),
        q.prefetchQuery(adviserSearchQuery(state)),
      );
      const answer = queryClient.getQueryData(adviserSearchQuery(state).queryKey);
      return { head: listHead(answer, listPath(state), state.search, publicUrl), found: true };
    }
    case 'tanacsado/:id': {
      const id = params.id;
      if (!isUuid(id)) {
        await load();
        return { head: ADVISER_NOT_FOUND, found: false };
      }
      await load(q.prefetchQuery(publicAdviserQuery(id)));
      const adviser = queryClient.getQueryData(publicAdviserQuery(id).queryKey)?.data;
      if (!adviser)
        return { head: { ...STATIC_HEADS.notFound, title: 'A tanácsadó nem található' }, found: false };
      await load(
        q.prefetchQuery(adviserReviewsQuery(adviser.id, 1)),
        q.prefetchQuery(adviserGalleryQuery(adviser.userId)),
      );
      return { head: profileHead(adviser, `/tanacsado/${adviser.id}`, publicUrl), found: true };
    }
    case 'landing':
    case 'landing-tanacsadoknak':
      await load(
        q.prefetchQuery(consultationTypesQuery({ silent: true })),
        q.prefetchQuery(activeExpertsCountQuery()),
      );
      return { head: route === 'landing' ? STATIC_HEADS.landing : STATIC_HEADS.adviserLanding, found: true };
    case 'aszf':
      await load();
      return { head: STATIC_HEADS.terms, found: true };
    case 'adatkezeles':
      await load();
      return { head: STATIC_HEADS.privacy, found: true };
    case '*':
      await load();
      return { head: STATIC_HEADS.notFound, found: false };
  }
}

/**
 * The markup once everything (the lazy page too) has rendered: crawlers and link previews get it all,
 * and no boundary arrives later to be moved in by an inline script (which the CSP forbids). An error in
 * any part fails the whole render (React would otherwise leave that boundary to the browser): the
 * caller then serves the shell, as for missing data.
 */
async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(element, {
    // React moves a large finished boundary out of line (a <template> and an inline script that puts it
    // in place, for a sooner first flush); a complete page written at once gains nothing from it.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (failure) throw failure;
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The URL whose page this URL shows: a query string changes only the list (normalised there), so
 * tracking parameters or a typo in one share the page cache; null for the client-rendered app.
 */
export function pageKey(pathAndQuery: string): string | null {
  const url = new URL(pathAndQuery, 'http://server.invalid');
  const route = serverRenderedRoute(url.pathname);
  if (!route) return null;
  return route.path === 'tanacsadok' ? listPath(parseListState(url.searchParams)) : url.pathname;
}

/**
 * Renders a public page for a URL (path and query), or null when the URL belongs to the client-rendered
 * app. Every render is a guest's: nothing of a session reaches the server's markup.
 */
export async function render(pathAndQuery: string, publicUrl: string): Promise<RenderedPage | null> {
  const url = new URL(pathAndQuery, 'http://server.invalid');
  const route = serverRenderedRoute(url.pathname);
  if (!route) return null;
  const queryClient = createQueryClient();
  // A failed request is not retried during a render: the page shows its error state, the browser retries.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const { head, found } = await prefetch(queryClient, route.path, route.params, url, publicUrl);
  // A page whose data did not come (an outage, a rate limit) is not rendered half: the browser, which
  // retries, renders it from the shell (the caller serves the shell when this throws; nothing is cached).
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  if (failed) {
    queryClient.clear();
    throw new Error(`the data of ${url.pathname} could not be loaded`);
  }
  const html = await renderToHtml(
    <StrictMode>
      <Providers queryClient={queryClient} themeStylesServed>
        <StaticRouter location={`${url.pathname}${url.search}`}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  const state = scriptJson(dehydrate(queryClient));
  queryClient.clear();
  return {
    status: found ? 200 : 404,
    head: renderHead(head, publicUrl),
    html,
    state,
    module: SERVER_RENDERED[route.path].module,
    moduleScripts: !('static' in SERVER_RENDERED[route.path]),
  };
}
