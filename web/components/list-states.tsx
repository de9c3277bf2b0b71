import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';

/**
 * Placeholder bars while a list loads. With a `label` they announce themselves (lists without a live
 * count line); without one they are hidden from screen readers (the count line says "… betöltése…").
 */
function ListSkeleton({ rows, height = 36, label }: { rows: number; height?: number; label?: string }) {
  const announce = label ? { role: 'status', 'aria-live': 'polite' as const, 'aria-label': label } : null;
  return (
    <Stack gap="xs" aria-hidden={announce ? undefined : true} {...announce}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} height={height} />
      ))}
    </Stack>
  );
}

/** The note of a list with nothing to show, with an optional next step (a link) under it. */
export function EmptyNote({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="xs" align="center">
        <Text ta="center" fw={600}>
          {children}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}

/**
 * A list's body, switched one way for the tables ({@link DataTable}) and the card lists: placeholders
 * while loading, a retryable error when there is nothing to show, the empty note, or the rows.
 */
export function ListStates<T>({
  data,
  pending,
  failed = false,
  errorMessage,
  onRetry,
  isEmpty,
  emptyText,
  emptyAction,
  skeleton,
  children,
}: {
  /** What was loaded; none (and not pending) means the load failed. */
  data: T | undefined;
  pending: boolean;
  /** The load failed even though older `data` is at hand (show the error rather than the old rows). */
  failed?: boolean;
  errorMessage: string;
  onRetry: () => void;
  isEmpty: (data: T) => boolean;
  emptyText: ReactNode;
  emptyAction?: ReactNode;
  skeleton: { rows: number; height?: number; label?: string };
  children: (data: T) => ReactNode;
}) {
  if (pending) return <ListSkeleton {...skeleton} />;
  if (failed || data === undefined) return <LoadError message={errorMessage} onRetry={onRetry} />;
  if (isEmpty(data)) return <EmptyNote action={emptyAction}>{emptyText}</EmptyNote>;
  return children(data);
}
