import { ROLE_HOME } from '@common/constants';
import { Anchor, Burger, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useAuthStore } from '@web/lib/auth-store';
import { withFullStyles } from '@web/lib/lazy-styles';
import { logout } from '@web/lib/session';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import classes from './layout.module.css';

const SiteMenuDrawer = lazy(withFullStyles(() => import('./site-menu-drawer')));

const PUBLIC_LINKS = [
  { to: '/tanacsadok', label: 'Tanácsadók' },
  { to: '/landing', label: 'Hogyan működik?' },
  { to: '/landing-tanacsadoknak', label: 'Tanácsadóknak' },
];

export function Logo() {
  return (
    <Anchor
      component={Link}
      to="/"
      underline="never"
      className={classes.logo}
      aria-label="Tanácsadó portál – főoldal"
    >
      <Text component="span" fw={800} size="lg" c="blue.9">
        Tanácsadó
      </Text>
      <Text component="span" fw={400} size="lg" c="dark.6">
        {' portál'}
      </Text>
    </Anchor>
  );
}

function AccountActions({ onDone, vertical }: { onDone?: () => void; vertical?: boolean }) {
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const Wrapper = vertical ? Stack : Group;
  if (user) {
    return (
      <Wrapper gap="sm">
        <Button component={Link} to={ROLE_HOME[user.role]} variant="light" onClick={onDone}>
          Fiókom
        </Button>
        <Button
          variant="default"
          onClick={async () => {
            onDone?.();
            await logout();
            navigate('/bejelentkezes');
          }}
        >
          Kijelentkezés
        </Button>
      </Wrapper>
    );
  }
  return (
    <Wrapper gap="sm">
      <Button component={Link} to="/bejelentkezes" variant="default" onClick={onDone}>
        Bejelentkezés
      </Button>
      <Button component={Link} to="/regisztracio" onClick={onDone}>
        Regisztráció
      </Button>
    </Wrapper>
  );
}

/** The header of the public pages: logo, main links, account buttons; a drawer on small screens. */
export function SiteHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code loads the first time the menu is opened (most visitors never open it).
  const [everOpened, setEverOpened] = useState(false);
  useEffect(() => {
    if (opened) setEverOpened(true);
  }, [opened]);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Logo />
      <Group gap="lg" visibleFrom="md" component="nav" aria-label="Fő navigáció">
        {PUBLIC_LINKS.map((link) => (
          <Anchor key={link.to} component={NavLink} to={link.to} className={classes.navLink} c="dark.7">
            {link.label}
          </Anchor>
        ))}
      </Group>
      <Group visibleFrom="md">
        <AccountActions />
      </Group>
      <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label="Menü megnyitása" />
      {everOpened ? (
        <Suspense fallback={null}>
          <SiteMenuDrawer
            opened={opened}
            onClose={close}
            links={PUBLIC_LINKS}
            accountActions={<AccountActions onDone={close} vertical />}
          />
        </Suspense>
      ) : null}
    </Group>
  );
}
