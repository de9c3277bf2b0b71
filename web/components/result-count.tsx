import { Box, Text } from '@mantine/core';
import type { Ref } from 'react';

const number = new Intl.NumberFormat('hu-HU');

/**
 * The live "N <noun>" line above a server-paged list, announced to screen readers; with a `ref` it is
 * also the focus target after paging.
 */
export function ResultCount({
  ref,
  pending,
  loadingText,
  totalCount,
  noun,
}: {
  ref?: Ref<HTMLDivElement>;
  pending: boolean;
  loadingText: string;
  totalCount: number | undefined;
  noun: string;
}) {
  return (
    <Box ref={ref} tabIndex={ref ? -1 : undefined} style={ref ? { outline: 'none' } : undefined}>
      <Text role="status" aria-live="polite" fw={600}>
        {pending ? loadingText : totalCount !== undefined ? `${number.format(totalCount)} ${noun}` : ''}
      </Text>
    </Box>
  );
}
