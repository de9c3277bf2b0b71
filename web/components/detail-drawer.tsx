import { Drawer, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';

/** The admin lists' right-hand details drawer: a skeleton while loading, a retryable error, then the record. */
export function DetailDrawer<T>({
  opened,
  onClose,
  title,
  query,
  errorMessage,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  errorMessage: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={title}
      closeButtonProps={{ 'aria-label': 'Bezárás' }}
    >
      {query.isPending ? (
        <Stack gap="sm" aria-label="Betöltés…">
          <Skeleton height={28} width="60%" />
          <Skeleton height={18} />
          <Skeleton height={120} />
        </Stack>
      ) : query.isError || !query.data ? (
        <LoadError message={errorMessage} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </Drawer>
  );
}
