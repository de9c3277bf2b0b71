import { Anchor, Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

/** The public header's menu on small screens (a lazy chunk: see SiteHeader). */
export default function SiteMenuDrawer({
  opened,
  onClose,
  links,
  accountActions,
}: {
  opened: boolean;
  onClose(): void;
  links: { to: string; label: string }[];
  accountActions: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menü"
      position="right"
      size="xs"
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': 'Menü bezárása' }}
    >
      <Stack gap="md" component="nav" aria-label="Fő navigáció (mobil)">
        {links.map((link) => (
          <Anchor key={link.to} component={NavLink} to={link.to} onClick={onClose} c="dark.7">
            {link.label}
          </Anchor>
        ))}
        {accountActions}
      </Stack>
    </Drawer>
  );
}
