import type { SearchSort } from '@common/api/advisers';
import { FREE_WITHIN_DAYS_MAX, SEARCH_PAGE_SIZE } from '@common/constants';
import { isUuid } from '@common/ids';

export type SortBy = SearchSort;
export type SortOrder = 'asc' | 'desc';

/** The list page's state, as kept in the URL query string (so back/forward and reload work). */
export interface AdviserListState {
  search: string;
  category: string | null;
  /**
   * The order the visitor chose; null is the default order: "Relevancia" with a search text,
   * "Értékelés szerint" without one (see {@link effectiveSort}).
   */
  sortBy: SortBy | null;
  /** Only "Név szerint (Z–A)" sets it; every other choice uses the server's default order. */
  sortOrder: SortOrder | null;
  /** "Van szabad időpontja": only advisers with a free slot in the next N days; null = any time. */
  freeWithinDays: number | null;
  page: number;
}

/** The choices of the "Rendezés" field; the value is what the field holds, sortBy/sortOrder what the URL gets. */
export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Relevancia', sortBy: 'relevance', sortOrder: null },
  { value: 'rating', label: 'Értékelés szerint', sortBy: 'rating', sortOrder: null },
  { value: 'soonest', label: 'Legkorábbi szabad időpont', sortBy: 'soonest', sortOrder: null },
  { value: 'name', label: 'Név szerint (A–Z)', sortBy: 'name', sortOrder: null },
  { value: 'name-desc', label: 'Név szerint (Z–A)', sortBy: 'name', sortOrder: 'desc' },
  { value: 'newest', label: 'Legújabbak', sortBy: 'newest', sortOrder: null },
] as const satisfies readonly { value: string; label: string; sortBy: SortBy; sortOrder: SortOrder | null }[];

export type SortOptionValue = (typeof SORT_OPTIONS)[number]['value'];

/** The "Van szabad időpontja" choices (days); no choice ("Bármikor") means no filter. */
export const FREE_WITHIN_CHOICES = [3, 7, 14, 30] as const;
export const FREE_WITHIN_ANY = 'any';

export const SEARCH_MAX_LENGTH = 100;
const MAX_PAGE = 10_000;

/** The order used when the visitor chose none: relevance for a text search, rating otherwise. */
export function defaultSort(search: string): SortBy {
  return search ? 'relevance' : 'rating';
}

/** The order the list is in: the chosen one, or the default (relevance needs a search text). */
export function effectiveSort(state: Pick<AdviserListState, 'search' | 'sortBy'>): SortBy {
  const chosen = state.sortBy;
  if (!chosen || (chosen === 'relevance' && !state.search)) return defaultSort(state.search);
  return chosen;
}

/** The chosen order when it differs from the default, else null (what the URL keeps). */
function chosenSort(state: Pick<AdviserListState, 'search' | 'sortBy'>): SortBy | null {
  const sort = effectiveSort(state);
  return sort === defaultSort(state.search) ? null : sort;
}

function parseSortBy(value: string | null): SortBy | null {
  return SORT_OPTIONS.find((option) => option.sortBy === value)?.sortBy ?? null;
}

function parseFreeWithinDays(value: string | null): number | null {
  if (value === null) return null;
  const days = Number(value);
  return Number.isInteger(days) && days >= 1 && days <= FREE_WITHIN_DAYS_MAX ? days : null;
}

/**
 * Reads the state from the URL. Anything the API would refuse (a category that is not an id, a page
 * that is not a positive whole number, an unknown order, a day count out of range) is ignored rather
 * than sent.
 */
export function parseListState(params: URLSearchParams): AdviserListState {
  const search = (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const category = params.get('category');
  // The page's form, submitted before (or without) its scripts, sends the "Rendezés" choice as `sort`.
  const sortParam = params.get('sort');
  const sortOrderParam =
    sortParam === null ? params.get('sortOrder') : sortOptionToState(sortParam).sortOrder;
  const sortBy = chosenSort({
    search,
    sortBy: sortParam === null ? parseSortBy(params.get('sortBy')) : sortOptionToState(sortParam).sortBy,
  });
  const sortOrder: SortOrder | null =
    sortOrderParam === 'asc' || sortOrderParam === 'desc' ? sortOrderParam : null;
  const pageNumber = Number(params.get('page') ?? '1');
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= MAX_PAGE ? pageNumber : 1;
  return {
    search,
    category: isUuid(category) ? category : null,
    sortBy,
    sortOrder,
    freeWithinDays: parseFreeWithinDays(params.get('freeWithinDays')),
    page,
  };
}

/**
 * The URL query of a state: only what differs from the defaults, in a stable order. The default order
 * depends on the text, so a cleared text drops "Relevancia" (the list falls back to rating).
 */
export function listStateToParams(state: AdviserListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.category) params.set('category', state.category);
  const sortBy = chosenSort(state);
  if (sortBy) params.set('sortBy', sortBy);
  if (state.sortOrder) params.set('sortOrder', state.sortOrder);
  if (state.freeWithinDays) params.set('freeWithinDays', String(state.freeWithinDays));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Which "Rendezés" choice a state shows (an order the field does not offer shows as its sort key). */
export function sortOptionOf(
  state: Pick<AdviserListState, 'search' | 'sortBy' | 'sortOrder'>,
): SortOptionValue {
  const sortBy = effectiveSort(state);
  if (sortBy === 'name') return state.sortOrder === 'desc' ? 'name-desc' : 'name';
  return sortBy;
}

/** A "Rendezés" choice as state (an unknown one is the default order). */
export function sortOptionToState(value: string | null): Pick<AdviserListState, 'sortBy' | 'sortOrder'> {
  const option = SORT_OPTIONS.find((o) => o.value === value);
  return option ? { sortBy: option.sortBy, sortOrder: option.sortOrder } : { sortBy: null, sortOrder: null };
}

/** The "Rendezés" choices that fit the state: "Relevancia" only with a search text. */
export function sortOptionsFor(search: string): { value: SortOptionValue; label: string }[] {
  return SORT_OPTIONS.filter((option) => search || option.sortBy !== 'relevance').map(({ value, label }) => ({
    value,
    label,
  }));
}

/** 'A következő 7 napban'. */
export function freeWithinLabel(days: number): string {
  return `A következő ${days} napban`;
}

/**
 * The "Van szabad időpontja" choices: "Bármikor" and the usual day counts, plus the current one if a
 * shared link carries another count (so the field never shows an empty value).
 */
export function freeWithinOptions(current: number | null): { value: string; label: string }[] {
  const days: number[] = [...FREE_WITHIN_CHOICES];
  if (current && !days.includes(current)) days.push(current);
  days.sort((a, b) => a - b);
  return [
    { value: FREE_WITHIN_ANY, label: 'Bármikor' },
    ...days.map((d) => ({ value: String(d), label: freeWithinLabel(d) })),
  ];
}

/** The field value of a "Van szabad időpontja" choice as state. */
export function freeWithinFromOption(value: string | null): number | null {
  return value && value !== FREE_WITHIN_ANY ? parseFreeWithinDays(value) : null;
}

/** The API query of a state (the HTTP client drops the empty ones, SPEC.md §5). */
export function listStateToQuery(state: AdviserListState) {
  return {
    search: state.search || undefined,
    category: state.category ?? undefined,
    page: state.page,
    limit: SEARCH_PAGE_SIZE,
    sortBy: effectiveSort(state),
    sortOrder: state.sortOrder ?? undefined,
    freeWithinDays: state.freeWithinDays ?? undefined,
  };
}

export const hasFilters = (state: AdviserListState) =>
  Boolean(state.search || state.category || state.freeWithinDays);
