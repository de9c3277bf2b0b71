import { Stack, Text, type TextProps } from '@mantine/core';
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

/** One labelled value in a card's running text: "Fizetés: Fizetve", the label bold. */
export function InlineFact({
  label,
  children,
  ...props
}: TextProps & { label: string; children: ReactNode; 'data-testid'?: string }) {
  return (
    <Text size="sm" {...props}>
      {/* The label and its colon as one text node. */}
      <Text span fw={600}>{`${label}:`}</Text> {children}
    </Text>
  );
}
