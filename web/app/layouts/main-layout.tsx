import { AppShell } from '@mantine/core';
import { PageLoader } from '@web/components/page-loader';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import classes from './layout.module.css';
import { MaintenanceBanner } from './maintenance-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Public pages: header, content, footer. */
export function MainLayout() {
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <a href="#main-content" className={classes.skipLink}>
        Ugrás a tartalomra
      </a>
      <AppShell.Header component="header">
        <SiteHeader />
      </AppShell.Header>
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <MaintenanceBanner />
        <div className={classes.content}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
