import { EARLY_PRESSES } from '@common/early-presses';
import { PageLoader } from '@web/components/page-loader';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import classes from './layout.module.css';
import { MaintenanceBanner } from './maintenance-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Public pages: header, content, footer. Plain elements rather than Mantine's AppShell (which the areas
 * use): the public pages' first script stays small.
 */
export function MainLayout() {
  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        Ugrás a tartalomra
      </a>
      <header className={classes.publicHeader}>
        <Suspense>
          <SiteHeader />
        </Suspense>
      </header>
      <main id="main-content" tabIndex={-1} className={`${classes.main} ${classes.publicMain}`}>
        <MaintenanceBanner />
        <div className={classes.content}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <InteractiveMark />
          </Suspense>
        </div>
        <Suspense>
          <SiteFooter />
        </Suspense>
      </main>
    </>
  );
}

/**
 * Marks the document once the page (its lazy chunk: this sits in the same Suspense boundary) is
 * hydrated: browser tests wait for it before using a server-rendered page's controls. The header's,
 * footer's and dialog's boundaries may hydrate later; a press there hydrates them first (React).
 */
function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
    // What the visitor pressed before (held by the page's script loader) now counts. In a task of its
    // own: inside React's commit a press on a part not yet hydrated could not hydrate it, and is dropped.
    const presses = window[EARLY_PRESSES]?.splice(0) ?? [];
    if (presses.length > 0) {
      setTimeout(() => {
        for (const button of presses) if (button.isConnected) button.click();
      });
    }
  }, []);
  return null;
}
