import type { TablerIcon } from '@tabler/icons-react';
import NotFoundPage from '@web/features/not-found/not-found-page';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { AreaLayout } from '../layouts/area-layout';

export interface AreaScreen {
  /**
   * Relative path ('' = index). A screen without `nav` (one with a parameter, a step of another screen)
   * is reachable but not in the navigation.
   */
  path: string;
  title: string;
  /** Shown in the side navigation when set; `badge` (e.g. an unread count) sits at the item's end. */
  nav?: { label: string; icon: ReactNode; badge?: ReactNode };
  element: ReactNode;
}

/**
 * A screen with its item in the side navigation: the item is labelled as the screen's title unless
 * `nav.label` says otherwise, and `nav.badge` sits at its end.
 */
export function navScreen(
  path: string,
  title: string,
  NavIcon: TablerIcon,
  element: ReactNode,
  nav: { label?: string; badge?: ReactNode } = {},
): AreaScreen {
  const icon = <NavIcon size={18} aria-hidden="true" />;
  return { path, title, nav: { label: nav.label ?? title, icon, badge: nav.badge }, element };
}

/** The routes of one role's area, all inside its layout, with a not-found page for unknown paths. */
export function AreaRoutes({
  title,
  basePath,
  screens,
}: {
  title: string;
  basePath: string;
  screens: AreaScreen[];
}) {
  const items = screens.flatMap((s) =>
    s.nav ? [{ to: s.path, label: s.nav.label, icon: s.nav.icon, badge: s.nav.badge }] : [],
  );
  return (
    <Routes>
      <Route element={<AreaLayout title={title} basePath={basePath} items={items} />}>
        {screens.map((screen) => {
          return screen.path ? (
            <Route key={screen.path} path={screen.path} element={screen.element} />
          ) : (
            <Route key="index" index element={screen.element} />
          );
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
