import { Button, type ButtonProps, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash, type TablerIcon } from '@tabler/icons-react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormSkeleton } from '@web/components/form-skeleton';
import { LoadError } from '@web/components/load-error';
import { notifySuccess } from '@web/lib/notify';
import { type ReactNode, useState } from 'react';

/** The calendar's item lists (time off, external calendars): load state, items, removal after a confirmation. */

/** A list the page loads for a section: its load state, its items once loaded, and the retry. */
export interface LoadedList<T> {
  status: 'pending' | 'error' | 'success';
  items: readonly T[] | undefined;
  onRetry: () => void;
}

/**
 * Placeholders while the list loads, a retryable error, the empty note (`{testId}-empty`), or the items
 * (all of the list's, or `items`) as a bare list (`{testId}-list`: no bullets, no indent), each drawn by
 * `children`.
 */
export function ItemList<T>({
  list,
  items = list.items ?? [],
  rows,
  errorMessage,
  emptyText,
  testId,
  children,
}: {
  list: LoadedList<T>;
  items?: readonly T[];
  rows: number;
  errorMessage: string;
  emptyText: string;
  testId: string;
  children: (item: T) => ReactNode;
}) {
  if (list.status === 'pending') return <FormSkeleton rows={rows} />;
  if (list.status === 'error') return <LoadError message={errorMessage} onRetry={list.onRetry} />;
  if (items.length === 0) {
    return (
      <Text c="dimmed" data-testid={`${testId}-empty`}>
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} data-testid={`${testId}-list`}>
      {items.map(children)}
    </Stack>
  );
}

/**
 * One bordered item of an {@link ItemList}: what it is on the left; on the right its `action` and the
 * button that removes it (`remove.label` is its accessible name, with the item's name).
 */
export function ItemCard({
  testId,
  minWidth,
  action,
  remove,
  children,
}: {
  testId: string;
  /** The width under which the buttons wrap below the text. */
  minWidth: string;
  action: ReactNode;
  remove: { label: string; text: string; onClick: () => void };
  children: ReactNode;
}) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid={testId}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: `1 1 ${minWidth}` }}>
          {children}
        </Stack>
        <Group gap="xs">
          {action}
          <ItemButton
            variant="outline"
            color="red.9"
            icon={IconTrash}
            label={remove.label}
            onClick={remove.onClick}
          >
            {remove.text}
          </ItemButton>
        </Group>
      </Group>
    </Paper>
  );
}

/** A small button of an item; `label` is its accessible name, with the item's name. */
export function ItemButton({
  icon: Icon,
  label,
  ...props
}: Omit<ButtonProps, 'leftSection' | 'size'> & {
  icon: TablerIcon;
  label: string;
  children: ReactNode;
  onClick: () => void;
}) {
  return (
    <Button
      variant="default"
      {...props}
      size="xs"
      leftSection={<Icon size={16} aria-hidden="true" />}
      aria-label={label}
    />
  );
}

/**
 * The item whose removal waits for the confirmation, and the removal itself (`pending` while it runs):
 * the toast `done` and the dialog closed on success (then `after`); a failure keeps the dialog open (its
 * red toast is shown).
 */
export function useRemoval<T>(remove: (item: T) => Promise<unknown>, done: string, after?: () => void) {
  const [item, setItem] = useState<T | null>(null);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    if (!item) return;
    setPending(true);
    try {
      await remove(item);
      notifySuccess(done);
      setItem(null);
      after?.();
    } catch {
      // The red toast has already been shown.
    } finally {
      setPending(false);
    }
  };
  return { item, pending, ask: setItem, cancel: () => setItem(null), confirm };
}

/** The confirmation of a {@link useRemoval}: `question` asks about the item. */
export function RemovalDialog<T>({
  removal,
  title,
  confirmLabel,
  question,
}: {
  removal: ReturnType<typeof useRemoval<T>>;
  title: string;
  confirmLabel: string;
  question: (item: T) => string;
}) {
  return (
    <ConfirmDialog
      opened={removal.item !== null}
      title={title}
      confirmLabel={confirmLabel}
      loading={removal.pending}
      onConfirm={() => void removal.confirm()}
      onClose={removal.cancel}
    >
      {removal.item ? question(removal.item) : ''}
    </ConfirmDialog>
  );
}
