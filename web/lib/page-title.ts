import { SITE_TITLE } from '@common/constants';
import { useEffect } from 'react';

/** Titles of the server-rendered pages: the browser sets them, and the server puts them in <head>. */
export const PAGE_TITLES = {
  list: 'Tanácsadók',
  landing: 'Online szakértői tanácsadás',
  adviserLanding: 'Tanácsadóknak',
  terms: 'Általános Szerződési Feltételek',
  privacy: 'Adatkezelési tájékoztató',
  notFound: 'Az oldal nem található',
  adviserNotFound: 'A tanácsadó nem található',
} as const;

/** Sets document.title to "<page> – <site title>" (or the site title alone) while the page is shown. */
export function usePageTitle(page?: string) {
  useEffect(() => {
    document.title = page ? `${page} – ${SITE_TITLE}` : SITE_TITLE;
  }, [page]);
}
