import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';

/** A paged list's body, switched one way everywhere: load error, placeholders, empty note or the table. */
export function ListBody<T extends { data: readonly unknown[] }>({
  query,
  errorMessage,
  skeletonRows,
  emptyText,
  children,
}: {
  query: { data: T | undefined; isError: boolean; isPending: boolean; refetch: () => unknown };
  errorMessage: string;
  skeletonRows: number;
  /** Shown when the answer has no rows. */
  emptyText: ReactNode;
  /** The table of a non-empty answer. */
  children: (answer: T) => ReactNode;
}) {
  const answer = query.data;
  if (query.isError && !answer) {
    return <LoadError message={errorMessage} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending) {
    return (
      <Stack gap="xs" aria-hidden="true">
        {Array.from({ length: skeletonRows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} height={36} />
        ))}
      </Stack>
    );
  }
  if (!answer) return null;
  if (answer.data.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text ta="center" fw={600}>
          {emptyText}
        </Text>
      </Paper>
    );
  }
  return children(answer);
}
