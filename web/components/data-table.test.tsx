// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DataColumn, DataTable, RowAction, type TableState } from './data-table';
import { readTableParams, writeTableParams } from './data-table-params';

type Sort = 'name' | 'createdAt';
interface Person {
  id: string;
  name: string;
  createdAt: string;
}

const COLUMNS: DataColumn<Person, Sort>[] = [
  { header: 'Név', sortKey: 'name', cell: (person) => person.name },
  { header: 'Regisztrált', sortKey: 'createdAt', firstOrder: 'desc', cell: (person) => person.createdAt },
  { header: 'Megjegyzés', cell: () => '–' },
];

const PEOPLE: Person[] = [
  { id: 'a', name: 'Kiss Anna', createdAt: '2024.01.02.' },
  { id: 'b', name: 'Nagy Béla', createdAt: '2024.02.03.' },
];

function query(overrides: Partial<Parameters<typeof DataTable<Person, Sort>>[0]['query']> = {}) {
  return {
    data: { data: PEOPLE, page: 2, totalPages: 3, totalCount: 42 },
    isPending: false,
    isError: false,
    isPlaceholderData: false,
    refetch: vi.fn(),
    ...overrides,
  };
}

let root: Root | null = null;
let host: HTMLElement | null = null;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

function cleanup() {
  act(() => root?.unmount());
  host?.remove();
  root = null;
  host = null;
}
afterEach(cleanup);

function render(props: {
  query?: ReturnType<typeof query>;
  state?: TableState<Sort>;
  onChange?: (patch: Partial<TableState<Sort>>) => void;
  onOpen?: (person: Person) => void;
}) {
  cleanup();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root?.render(
      <MantineProvider>
        <DataTable
          query={props.query ?? query()}
          columns={COLUMNS}
          caption="Emberek"
          noun="ember"
          loadingText="Emberek betöltése…"
          errorMessage="Nem sikerült betölteni."
          emptyText="Nincs ilyen ember."
          minWidth={600}
          state={props.state ?? { page: 2, sortBy: 'name', sortOrder: 'asc' }}
          onChange={props.onChange ?? (() => {})}
          actions={(person) => (
            <RowAction label="Részletek" name={person.name} onClick={() => props.onOpen?.(person)} />
          )}
        />
      </MantineProvider>,
    ),
  );
}

const $ = (selector: string) => host?.querySelector(selector) ?? null;
const headers = () => [...(host?.querySelectorAll('th') ?? [])];
const rows = () => host?.querySelectorAll('tbody tr').length ?? 0;
const button = (name: string) =>
  [...(host?.querySelectorAll('button') ?? [])].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  );

describe('DataTable', () => {
  it('shows the count, the caption, the sort state and a named action per row', () => {
    const onOpen = vi.fn();
    render({ onOpen });
    expect($('[role="status"]')?.textContent).toBe('42 ember');
    expect($('caption')?.textContent).toBe('Emberek, 2. oldal');
    expect(headers().map((th) => th.getAttribute('aria-sort'))).toEqual(['ascending', 'none', null, null]);
    expect(headers()[2]?.querySelector('button')).toBeNull();
    expect(headers()[3]?.textContent).toBe('Műveletek');
    expect(rows()).toBe(2);
    act(() => button('Részletek: Nagy Béla')?.click());
    expect(onOpen).toHaveBeenCalledWith(PEOPLE[1]);
  });

  it('flips the sorted column and starts another with its first order', () => {
    const onChange = vi.fn();
    render({ onChange });
    act(() => headers()[0]?.querySelector('button')?.click());
    expect(onChange).toHaveBeenLastCalledWith({ sortBy: 'name', sortOrder: 'desc' });
    act(() => headers()[1]?.querySelector('button')?.click());
    expect(onChange).toHaveBeenLastCalledWith({ sortBy: 'createdAt', sortOrder: 'desc' });
    expect(headers()[0]?.textContent).toContain('(rendezés csökkenő sorrendbe)');
  });

  it('asks for another page and moves the focus to the count line', () => {
    const onChange = vi.fn();
    render({ onChange });
    act(() => button('3. oldal')?.click());
    expect(onChange).toHaveBeenCalledWith({ page: 3 });
    expect(document.activeElement?.contains($('[role="status"]'))).toBe(true);
  });

  it('says "loading", then the empty note, or that a later page is empty', () => {
    render({ query: query({ data: undefined, isPending: true }) });
    expect($('[role="status"]')?.textContent).toBe('Emberek betöltése…');
    expect($('table')).toBeNull();
    render({ query: query({ data: { data: [], page: 1, totalPages: 0, totalCount: 0 } }) });
    expect(host?.textContent).toContain('Nincs ilyen ember.');
    render({ query: query({ data: { data: [], page: 9, totalPages: 3, totalCount: 42 } }) });
    expect(host?.textContent).toContain('Ezen az oldalon nincs találat.');
  });

  it('offers another try after a failed load, and keeps older rows on a failed reload', () => {
    const failed = query({ data: undefined, isError: true });
    render({ query: failed });
    expect($('[role="alert"]')?.textContent).toContain('Nem sikerült betölteni.');
    act(() => button('Újrapróbálás')?.click());
    expect(failed.refetch).toHaveBeenCalled();
    render({ query: query({ isError: true }) });
    expect($('[role="alert"]')).toBeNull();
    expect(rows()).toBe(2);
  });
});

describe('the table part of a list URL', () => {
  const SORTS = ['name', 'createdAt'] as const;
  const DEFAULTS = { sortBy: 'createdAt', sortOrder: 'desc' } as const;

  it('reads the page and the order, and drops what the API would refuse', () => {
    const read = (query: string) => readTableParams(new URLSearchParams(query), SORTS, DEFAULTS);
    expect(read('sortBy=name&sortOrder=asc&page=3')).toEqual({ sortBy: 'name', sortOrder: 'asc', page: 3 });
    expect(read('sortBy=password&sortOrder=up&page=0')).toEqual({ ...DEFAULTS, page: 1 });
    expect(read('page=1.5').page).toBe(1);
    expect(read('page=10001').page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    const write = (state: { sortBy: 'name' | 'createdAt'; sortOrder: 'asc' | 'desc'; page: number }) => {
      const params = new URLSearchParams('search=x');
      writeTableParams(params, state, DEFAULTS);
      return params.toString();
    };
    expect(write({ ...DEFAULTS, page: 1 })).toBe('search=x');
    expect(write({ sortBy: 'name', sortOrder: 'asc', page: 2 })).toBe(
      'search=x&sortBy=name&sortOrder=asc&page=2',
    );
  });
});
