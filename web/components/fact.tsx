import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value in a details panel (the admin drawers): a small caps label over the value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" fw={700} c="dark.6" tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
