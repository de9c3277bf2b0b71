import {
  ActionIcon,
  AppShell,
  Burger,
  Button,
  Group,
  NavLink as MantineNavLink,
  ScrollArea,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { PageLoader } from '@web/components/page-loader';
import { useAuthStore } from '@web/lib/auth-store';
import { logout } from '@web/lib/session';
import { type ReactNode, Suspense } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import classes from './layout.module.css';
import { MaintenanceBanner } from './maintenance-banner';
import { Logo } from './site-header';

export interface AreaNavItem {
  /** Relative to the area's base path; '' is the area's index. */
  to: string;
  label: string;
  icon: ReactNode;
  /** Optional, at the end of the item (e.g. the unread message count). */
  badge?: ReactNode;
}

/** The layout of the adviser, asker and admin areas: header, side navigation, content. */
export function AreaLayout({
  title,
  basePath,
  items,
}: {
  title: string;
  basePath: string;
  items: AreaNavItem[];
}) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signOut = async () => {
    await logout();
    navigate('/bejelentkezes');
  };

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={0}
    >
      <a href="#main-content" className={classes.skipLink}>
        Ugrás a tartalomra
      </a>
      <AppShell.Header component="header">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" aria-label="Navigáció megnyitása" />
            <Logo />
            <Text size="sm" c="dark.6" visibleFrom="sm">
              {title}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {user ? (
              <Text size="sm" fw={600} visibleFrom="sm">
                {user.name}
              </Text>
            ) : null}
            <Button variant="default" size="sm" onClick={signOut} visibleFrom="sm">
              Kijelentkezés
            </Button>
            {/* On narrow screens an icon keeps the header within 360 px. */}
            <ActionIcon
              variant="default"
              size="lg"
              onClick={signOut}
              hiddenFrom="sm"
              aria-label="Kijelentkezés"
            >
              <IconLogout size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label={`${title} navigáció`}>
        <ScrollArea>
          {items.map((item) => {
            const target = item.to ? `${basePath}/${item.to}` : basePath;
            const active = item.to
              ? pathname.startsWith(target)
              : pathname === basePath || pathname === `${basePath}/`;
            return (
              <MantineNavLink
                key={target}
                component={NavLink}
                to={target}
                end={!item.to}
                label={item.label}
                leftSection={item.icon}
                rightSection={item.badge}
                active={active}
                // Filled keeps white-on-blue-8 above the AA contrast ratio (the light variant does not).
                variant="filled"
                onClick={close}
              />
            );
          })}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <MaintenanceBanner />
        <div className={classes.areaContent}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
