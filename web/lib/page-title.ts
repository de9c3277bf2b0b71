import { SITE_TITLE } from '@common/constants';
import { useEffect } from 'react';

/** Sets document.title to "<page> – <site title>" (or the site title alone) while the page is shown. */
export function usePageTitle(page?: string) {
  useEffect(() => {
    document.title = page ? `${page} – ${SITE_TITLE}` : SITE_TITLE;
  }, [page]);
}
