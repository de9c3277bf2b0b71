import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormSkeleton } from '@web/components/form-skeleton';
import { LoadError } from '@web/components/load-error';
import { notifySuccess } from '@web/lib/notify';
import { type ReactNode, useState } from 'react';

/** The calendar's item lists (time off, external calendars): load state, items, removal after a confirmation. */

/** Placeholders while the list loads, a retryable error, the empty note, or the items. */
export function ItemListStates({
  status,
  rows,
  errorMessage,
  onRetry,
  empty,
  emptyTestId,
  emptyText,
  children,
}: {
  status: 'pending' | 'error' | 'success';
  rows: number;
  errorMessage: string;
  onRetry: () => void;
  empty: boolean;
  emptyTestId: string;
  emptyText: string;
  children: ReactNode;
}) {
  if (status === 'pending') return <FormSkeleton rows={rows} />;
  if (status === 'error') return <LoadError message={errorMessage} onRetry={onRetry} />;
  if (empty) {
    return (
      <Text c="dimmed" data-testid={emptyTestId}>
        {emptyText}
      </Text>
    );
  }
  return children;
}

/** The bare list (no bullets, no indent) of the time off and the external calendars. */
export function ItemList({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} data-testid={testId}>
      {children}
    </Stack>
  );
}

/** One bordered item of an {@link ItemList}: what it is on the left, its buttons on the right. */
export function ItemCard({
  testId,
  minWidth,
  actions,
  children,
}: {
  testId: string;
  /** The width under which the buttons wrap below the text. */
  minWidth: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid={testId}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: `1 1 ${minWidth}` }}>
          {children}
        </Stack>
        <Group gap="xs">{actions}</Group>
      </Group>
    </Paper>
  );
}

/** The red outlined small button that removes an item (after a confirmation). */
export function RemoveItemButton({
  label,
  children,
  onClick,
}: {
  /** The button's accessible name, with the item's name. */
  label: string;
  children: ReactNode;
  onClick: () => void;
}) {
  return (
    <Button
      variant="outline"
      color="red.9"
      size="xs"
      leftSection={<IconTrash size={16} aria-hidden="true" />}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/**
 * The item whose removal waits for the confirmation, and the removal itself: the toast `done` and the
 * dialog closed on success (then `after`); a failure keeps the dialog open (its red toast is shown).
 */
export function useRemoval<T>(remove: (item: T) => Promise<unknown>, done: string, after?: () => void) {
  const [item, setItem] = useState<T | null>(null);
  const confirm = async () => {
    if (!item) return;
    try {
      await remove(item);
      notifySuccess(done);
      setItem(null);
      after?.();
    } catch {
      // The red toast has already been shown.
    }
  };
  return { item, ask: setItem, cancel: () => setItem(null), confirm };
}

/** The confirmation of a {@link useRemoval}: `question` asks about the item. */
export function RemovalDialog<T>({
  removal,
  title,
  confirmLabel,
  loading,
  question,
}: {
  removal: ReturnType<typeof useRemoval<T>>;
  title: string;
  confirmLabel: string;
  loading: boolean;
  question: (item: T) => string;
}) {
  return (
    <ConfirmDialog
      opened={removal.item !== null}
      title={title}
      confirmLabel={confirmLabel}
      loading={loading}
      onConfirm={() => void removal.confirm()}
      onClose={removal.cancel}
    >
      {removal.item ? question(removal.item) : ''}
    </ConfirmDialog>
  );
}
