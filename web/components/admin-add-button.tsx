import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The "Új …" button of an admin list (a new adviser, type or package), with its plus icon. */
export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={onClick}>
      {children}
    </Button>
  );
}
