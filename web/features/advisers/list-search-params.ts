import { SEARCH_PAGE_SIZE } from '@common/api/advisers';
import { isUuid } from '@common/ids';

export type SortBy = 'rating' | 'name' | 'newest';
export type SortOrder = 'asc' | 'desc';

/** The list page's state, as kept in the URL query string (so back/forward and reload work). */
export interface AdviserListState {
  search: string;
  category: string | null;
  sortBy: SortBy;
  /** Only "Név szerint (Z–A)" sets it; every other choice uses the server's default order. */
  sortOrder: SortOrder | null;
  page: number;
}

/** The choices of the "Rendezés" field; the value is what the URL and the API get. */
export const SORT_OPTIONS = [
  { value: 'rating', label: 'Értékelés szerint', sortBy: 'rating', sortOrder: null },
  { value: 'name', label: 'Név szerint (A–Z)', sortBy: 'name', sortOrder: null },
  { value: 'name-desc', label: 'Név szerint (Z–A)', sortBy: 'name', sortOrder: 'desc' },
  { value: 'newest', label: 'Legújabbak', sortBy: 'newest', sortOrder: null },
] as const satisfies readonly { value: string; label: string; sortBy: SortBy; sortOrder: SortOrder | null }[];

export type SortOptionValue = (typeof SORT_OPTIONS)[number]['value'];

export const SEARCH_MAX_LENGTH = 100;
const MAX_PAGE = 10_000;

/**
 * Reads the state from the URL. Anything the API would refuse (a category that is not an id, a page
 * that is not a positive whole number, an unknown order) is ignored rather than sent.
 */
export function parseListState(params: URLSearchParams): AdviserListState {
  const search = (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const category = params.get('category');
  const sortByParam = params.get('sortBy');
  const sortBy: SortBy = sortByParam === 'name' || sortByParam === 'newest' ? sortByParam : 'rating';
  const sortOrderParam = params.get('sortOrder');
  const sortOrder: SortOrder | null =
    sortOrderParam === 'asc' || sortOrderParam === 'desc' ? sortOrderParam : null;
  const pageNumber = Number(params.get('page') ?? '1');
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= MAX_PAGE ? pageNumber : 1;
  return { search, category: isUuid(category) ? category : null, sortBy, sortOrder, page };
}

/** The URL query of a state: only what differs from the defaults, in a stable order. */
export function listStateToParams(state: AdviserListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.category) params.set('category', state.category);
  if (state.sortBy !== 'rating') params.set('sortBy', state.sortBy);
  if (state.sortOrder) params.set('sortOrder', state.sortOrder);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Which "Rendezés" choice a state shows (an order the field does not offer shows as its sort key). */
export function sortOptionOf(state: Pick<AdviserListState, 'sortBy' | 'sortOrder'>): SortOptionValue {
  if (state.sortBy === 'name') return state.sortOrder === 'desc' ? 'name-desc' : 'name';
  return state.sortBy;
}

export function sortOptionToState(value: string | null): Pick<AdviserListState, 'sortBy' | 'sortOrder'> {
  const option = SORT_OPTIONS.find((o) => o.value === value) ?? SORT_OPTIONS[0];
  return { sortBy: option.sortBy, sortOrder: option.sortOrder };
}

/** The API query of a state (the HTTP client drops the empty ones, SPEC.md §5). */
export function listStateToQuery(state: AdviserListState) {
  return {
    search: state.search || undefined,
    category: state.category ?? undefined,
    page: state.page,
    limit: SEARCH_PAGE_SIZE,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder ?? undefined,
  };
}

export const hasFilters = (state: AdviserListState) => Boolean(state.search || state.category);
