import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A click handler for server- or build-made HTML (Markdown texts): a plain left click on a link to one
 * of the portal's own pages navigates in the app, like the app's own links; other links and modified
 * clicks (new tab, new window) are left to the browser.
 */
export function useFollowInternalLink() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    // Already handled by a handler nearer the link (the app's own <Link>, an inner delegate).
    if (event.defaultPrevented) return;
    const link = (event.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//')) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
}
