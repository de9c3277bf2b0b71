import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { SEARCH_MAX_LENGTH } from './data-table-params';
import { ListFilters } from './list-search';

const ALL = 'all';

/** A list filter <Select> with a leading "all" choice (null), so the admin lists build it one way. */
export function FilterSelect<T extends string>({
  label,
  labels,
  value,
  onChange,
  allLabel = 'Mind',
  flex,
  w,
}: {
  label: string;
  /** The choices after "all", in key order. */
  labels: Record<T, string>;
  value: T | null;
  onChange: (value: T | null) => void;
  allLabel?: string;
  /** Its share of a filter row (CSS `flex`), as the search field has. */
  flex?: string;
  /** A fixed width instead. */
  w?: number;
}) {
  return (
    <Select
      label={label}
      data={[
        { value: ALL, label: allLabel },
        ...(Object.keys(labels) as T[]).map((key) => ({ value: key, label: labels[key] })),
      ]}
      value={value ?? ALL}
      onChange={(next) => onChange(next && next !== ALL ? (next as T) : null)}
      allowDeselect={false}
      style={flex ? { flex, minWidth: 0 } : undefined}
      w={w}
    />
  );
}

/** The keys of a list state whose value is one choice or null ("all"). */
type ChoiceKey<State> = {
  [Key in keyof State]: null extends State[Key] ? (State[Key] extends string | null ? Key : never) : never;
}[keyof State];

/** One {@link FilterSelect} of a list, as data: the state key it sets and its choices. */
export interface ListFilter<State> {
  key: ChoiceKey<State>;
  label: string;
  /** The choices after "all" (the values `key` takes). */
  labels: Record<string, string>;
  allLabel?: string;
  flex: string;
}

/** A list's filter selects, each reading and setting its key of the list state (back to page 1). */
export function ListFilterSelects<State>({
  filters,
  state,
  update,
}: {
  filters: readonly ListFilter<State>[];
  state: State;
  update: (patch: Partial<State>) => void;
}) {
  return (
    <>
      {filters.map((filter) => (
        <FilterSelect
          key={String(filter.key)}
          label={filter.label}
          allLabel={filter.allLabel}
          labels={filter.labels}
          value={state[filter.key] as string | null}
          onChange={(value) => update({ [filter.key]: value } as Partial<State>)}
          flex={filter.flex}
        />
      ))}
    </>
  );
}

/**
 * The filter form of a list whose state has a `search`: {@link ListFilters} with the search and the
 * `filters` bound to the state, then any other filter (`children`).
 */
export function ListStateFilters<State extends { search: string }>({
  label,
  placeholder,
  maxLength = SEARCH_MAX_LENGTH,
  searchFlex,
  filters,
  state,
  update,
  children,
}: {
  label: string;
  placeholder: string;
  maxLength?: number;
  searchFlex?: string;
  filters: readonly ListFilter<State>[];
  state: State;
  update: (patch: Partial<State>) => void;
  children?: ReactNode;
}) {
  return (
    <ListFilters
      label={label}
      search={state.search}
      onSearch={(search) => update({ search } as Partial<State>)}
      placeholder={placeholder}
      maxLength={maxLength}
      searchFlex={searchFlex}
    >
      <ListFilterSelects filters={filters} state={state} update={update} />
      {children}
    </ListFilters>
  );
}
