import { Drawer, Skeleton, Stack, Text, Title } from '@mantine/core';
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

/** The head of a drawer's record: its name, a line under it (an e-mail, a time) and its badges or links. */
export function DrawerHeader({
  title,
  line,
  children,
}: {
  title: string;
  line: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack gap={4}>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {line}
      </Text>
      {children}
    </Stack>
  );
}

/** A titled part of a drawer ("Műveletek", "Előzmények"), a section named by its heading `titleId`. */
export function DrawerSection({
  titleId,
  title,
  gap = 'sm',
  children,
}: {
  titleId: string;
  title: ReactNode;
  gap?: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <Stack gap={gap} component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
