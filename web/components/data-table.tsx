import { formatNumber } from '@common/format';
import { Box, Button, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import {
  type ColumnDef,
  flexRender,
  functionalUpdate,
  getCoreRowModel,
  type Header,
  type OnChangeFn,
  type PaginationState,
  type RowData,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { type CSSProperties, type ReactNode, type RefObject, useRef } from 'react';
import classes from './data-table.module.css';
import { ListPagination } from './list-pagination';
import { ListStates } from './list-states';

export type SortOrder = 'asc' | 'desc';

/** One column: its header, how a row shows in it and, when the server can sort by it, the sort key. */
export interface DataColumn<Row, Sort extends string = string> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server's sort key: the header becomes a sort button. */
  sortKey?: Sort;
  /** The order of the first click on this header (default 'asc'). */
  firstOrder?: SortOrder;
  /**
   * The cell's style, e.g. `{ whiteSpace: 'nowrap' }`. Never `overflowWrap: 'anywhere'`: it lets the table
   * squeeze a column until its words break apart (an e-mail is an `EmailText`).
   */
  style?: CSSProperties;
  /** Bold cell text (the row's name). */
  strong?: boolean;
}

/** What the table shows: the page and, when it sorts, the server's sort key and order. */
export interface TableState<Sort extends string> {
  page: number;
  sortBy?: Sort;
  sortOrder?: SortOrder;
}

/** A paged answer of DESIGN.md §4. */
export interface PagedRows<Row> {
  data: Row[];
  page: number;
  totalPages: number;
  totalCount: number;
}

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    style?: CSSProperties;
    strong?: boolean;
    className?: string;
  }
}

const NO_ROWS: never[] = [];

/**
 * A server-sorted, server-paged table (TanStack Table with manual sorting and paging; the caller keeps
 * the state, usually in the URL): the live result count (the focus target after paging), placeholders,
 * the retryable error, the empty note, the table with its caption and sort buttons, row actions, and the
 * page links. The table takes the width of its frame and wraps its cells between words only; when its
 * columns cannot fit so (a phone), it scrolls sideways inside its own frame, with a visible scrollbar,
 * never the page, and never cut at the frame's edge.
 */
export function DataTable<Row extends { id: string | number }, Sort extends string = string>({
  query,
  columns,
  caption,
  noun,
  loadingText,
  errorMessage,
  emptyText,
  minWidth,
  skeletonRows = 6,
  state,
  onChange,
  pagingLabel,
  actions,
}: {
  query: {
    data: PagedRows<Row> | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  columns: DataColumn<Row, Sort>[];
  /** Names the table ("Felhasználók" → caption "Felhasználók, 2. oldal"). */
  caption: string;
  /** The count line's noun: "12 felhasználó". */
  noun: string;
  loadingText: string;
  errorMessage: string;
  /** Shown when nothing matches (an empty later page says "Ezen az oldalon nincs találat."). */
  emptyText: ReactNode;
  /** The width below which the table scrolls rather than wrap its cells further (default: its words' widths). */
  minWidth?: number;
  skeletonRows?: number;
  /** The page and, for a sortable table, the order; usually the URL's list state. */
  state: TableState<Sort>;
  /** A header asks `{sortBy, sortOrder}` (back to page 1), the page links `{page}`. */
  onChange: (patch: Partial<TableState<Sort>>) => void;
  /** The page links' name (default "Lapozás"). */
  pagingLabel?: string;
  /** The buttons of a row (see {@link RowAction}), in a last "Műveletek" column. */
  actions?: (row: Row) => ReactNode;
}) {
  const countRef = useRef<HTMLDivElement>(null);
  const answer = query.data;
  const { sortBy, sortOrder, page } = state;
  const sorting: SortingState = sortBy ? [{ id: sortBy, desc: sortOrder === 'desc' }] : [];
  // The server's page; TanStack's state wants a size, which only the server uses.
  const pagination: PaginationState = { pageIndex: page - 1, pageSize: answer?.data.length ?? 0 };

  const onSortingChange: OnChangeFn<SortingState> = (updater) => {
    const [next] = functionalUpdate(updater, sorting);
    if (next) onChange({ sortBy: next.id as Sort, sortOrder: next.desc ? 'desc' : 'asc' });
  };
  const onPaginationChange: OnChangeFn<PaginationState> = (updater) => {
    onChange({ page: functionalUpdate(updater, pagination).pageIndex + 1 });
    countRef.current?.focus({ preventScroll: true });
  };

  const table = useReactTable<Row>({
    data: answer?.data ?? NO_ROWS,
    columns: toColumnDefs(columns, actions),
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualSorting: true,
    manualPagination: true,
    enableSorting: sortBy !== undefined,
    enableSortingRemoval: false,
    enableMultiSort: false,
    pageCount: answer?.totalPages ?? -1,
    state: { sorting, pagination },
    onSortingChange,
    onPaginationChange,
  });

  return (
    <>
      <ResultCount
        countRef={countRef}
        text={query.isPending ? loadingText : answer ? `${formatNumber(answer.totalCount)} ${noun}` : ''}
      />
      <ListStates
        data={answer}
        pending={query.isPending}
        errorMessage={errorMessage}
        onRetry={() => void query.refetch()}
        isEmpty={(rows) => rows.data.length === 0}
        emptyText={answer && answer.totalCount > 0 ? 'Ezen az oldalon nincs találat.' : emptyText}
        skeleton={{ rows: skeletonRows }}
      >
        {(rows) => (
          // A native scroller: Mantine's default ScrollArea hides its scrollbar, so a cut column looked like
          // the table's end. Positioned, so the headers' visually hidden texts scroll with it, not the page.
          // Focusable and named, so a keyboard can scroll it too when it is narrower than the table.
          <Table.ScrollContainer
            type="native"
            minWidth={minWidth ?? 0}
            pos="relative"
            tabIndex={0}
            role="region"
            aria-label={caption}
          >
            <Table
              striped
              highlightOnHover
              verticalSpacing="sm"
              // 8 px a side (Mantine's default is 10): an admin table of nine columns fits a 1280 px screen.
              horizontalSpacing={8}
              aria-busy={query.isPlaceholderData || undefined}
              style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
            >
              <Table.Caption>
                {caption}, {rows.page}. oldal
              </Table.Caption>
              <Table.Thead>
                {table.getHeaderGroups().map((group) => (
                  <Table.Tr key={group.id}>
                    {group.headers.map((header) => (
                      <HeaderCell key={header.id} header={header} />
                    ))}
                  </Table.Tr>
                ))}
              </Table.Thead>
              <Table.Tbody>
                {table.getRowModel().rows.map((row) => (
                  <Table.Tr key={row.id}>
                    {row.getVisibleCells().map((cell) => {
                      const meta = cell.column.columnDef.meta;
                      return (
                        <Table.Td
                          key={cell.id}
                          className={meta?.className}
                          style={meta?.style}
                          fw={meta?.strong ? 600 : undefined}
                        >
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListStates>
      {answer ? (
        <ListPagination
          page={page}
          totalPages={table.getPageCount()}
          onChange={(next) => table.setPageIndex(next - 1)}
          label={pagingLabel}
        />
      ) : null}
    </>
  );
}

function toColumnDefs<Row, Sort extends string>(
  columns: DataColumn<Row, Sort>[],
  actions: ((row: Row) => ReactNode) | undefined,
): ColumnDef<Row>[] {
  const defs: ColumnDef<Row>[] = columns.map((column) => ({
    id: column.sortKey ?? column.header,
    header: column.header,
    // Sorting needs an accessor; the server sorts, so the value itself is never read.
    accessorFn: (row) => row,
    cell: ({ row }) => column.cell(row.original),
    enableSorting: column.sortKey !== undefined,
    sortDescFirst: column.firstOrder === 'desc',
    meta: { style: column.style, strong: column.strong },
  }));
  if (actions) {
    defs.push({
      id: 'actions',
      header: 'Műveletek',
      meta: { className: classes.actions },
      cell: ({ row }) => <div className={classes.actionButtons}>{actions(row.original)}</div>,
    });
  }
  return defs;
}

/**
 * A column header; a sortable one holds a button and announces the current order through `aria-sort`.
 * Clicking the sorted column flips the order; another column starts with its `firstOrder`.
 */
function HeaderCell<Row>({ header }: { header: Header<Row, unknown> }) {
  const { column } = header;
  const label = flexRender(column.columnDef.header, header.getContext());
  const { style, className } = column.columnDef.meta ?? {};
  if (!column.getCanSort()) {
    return (
      <Table.Th scope="col" className={className} style={style}>
        {label}
      </Table.Th>
    );
  }
  const sorted = column.getIsSorted();
  const next = column.getNextSortingOrder();
  const Icon = !sorted ? IconArrowsSort : sorted === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th
      scope="col"
      className={className}
      style={style}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
    >
      {/* The label may wrap between its words (a long header must not widen the table); the icon stays beside it. */}
      <UnstyledButton onClick={column.getToggleSortingHandler()} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
          <VisuallyHidden>
            {next === 'asc' ? ' (rendezés növekvő sorrendbe)' : ' (rendezés csökkenő sorrendbe)'}
          </VisuallyHidden>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The live "N <noun>" line above the table, announced to screen readers; the focus target after paging. */
function ResultCount({ countRef, text }: { countRef: RefObject<HTMLDivElement | null>; text: string }) {
  return (
    <Box ref={countRef} tabIndex={-1} style={{ outline: 'none' }}>
      <Text role="status" aria-live="polite" fw={600}>
        {text}
      </Text>
    </Box>
  );
}

const TONES = {
  primary: { variant: 'light' },
  secondary: { variant: 'default' },
  danger: { variant: 'outline', color: 'red.9' },
} as const;

/** A row's action button, named with the row ("Részletek: Kiss Anna") so each has its own name. */
export function RowAction({
  label,
  name,
  onClick,
  tone = 'primary',
}: {
  label: string;
  /** What the row is, for the accessible name. */
  name: string;
  onClick: () => void;
  tone?: keyof typeof TONES;
}) {
  return (
    <Button size="xs" {...TONES[tone]} onClick={onClick} aria-label={`${label}: ${name}`}>
      {label}
    </Button>
  );
}
