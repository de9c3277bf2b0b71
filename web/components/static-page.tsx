import { PageLoader } from '@web/components/page-loader';
import { useFollowInternalLink } from '@web/lib/internal-links';
import { type ComponentType, type MouseEvent, Suspense, useDeferredValue, useState } from 'react';

/** What the buttons of a static page do, by their `data-action`. */
export type StaticPageActions = Record<string, () => void>;

/** The markup the server rendered for this page, if the document holds it (the page being hydrated). */
function serverMarkup(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`[data-static-page="${name}"]`)?.innerHTML ?? null;
}

/**
 * A server-rendered page with nothing interactive of its own but links and a few buttons (the landing
 * and legal pages): hydrated from the server's markup as it is, so the visitor's browser downloads none
 * of the page's code (issue 35); a navigation to it in the app renders the page itself (`page`, lazy).
 * Clicks are delegated: a link to a page of the portal navigates in the app, a button with `data-action`
 * runs that action. `live` renders the page itself also when hydrating (e.g. for what only a signed-in
 * admin sees); the server's markup stays on screen until its code has loaded.
 */
export function StaticPage(props: StaticPageProps) {
  // One instance per page: two static routes in one place would otherwise share the markup read first.
  return <StaticPageOf key={props.name} {...props} />;
}

interface StaticPageProps {
  name: string;
  page: ComponentType;
  live?: boolean;
  actions?: StaticPageActions;
}

function StaticPageOf({ name, page: Page, live = false, actions = {} }: StaticPageProps) {
  const [markup] = useState(() => serverMarkup(name));
  // Deferred: the page itself is rendered in the background and replaces the server's copy once its
  // code has loaded, instead of that copy showing as a fallback beside the hidden page (two copies).
  const showLive = useDeferredValue(live);
  const followInternalLink = useFollowInternalLink();

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const action = (event.target as Element).closest?.('[data-action]')?.getAttribute('data-action');
    if (action && actions[action]) actions[action]();
    else followInternalLink(event);
  };
  // The same element on the server, when hydrating and afterwards, so React hydrates it as it is.
  const frame = { 'data-static-page': name, onClick };
  const serverCopy =
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup the server rendered for this page
    markup === null ? null : <div key="server" {...frame} dangerouslySetInnerHTML={{ __html: markup }} />;

  const content =
    serverCopy && !showLive ? (
      serverCopy
    ) : (
      // Another element than the server's copy (a key of its own): React would add the page to that
      // copy's markup instead of replacing it.
      <div key="page" {...frame}>
        <Page />
      </div>
    );
  // A boundary of its own only where the server's markup is (on the server, and hydrating it), to show
  // that markup while the page's code loads; a navigation suspends up to the layout's boundary, which
  // keeps the previous screen meanwhile (a new boundary would show its fallback at once).
  if (typeof document !== 'undefined' && markup === null) return content;
  return <Suspense fallback={serverCopy ?? <PageLoader />}>{content}</Suspense>;
}
