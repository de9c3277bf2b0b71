import { TYPE_SORTS, TYPE_STATUSES, type TypeStatus } from '@common/api/types';
import { searchListState } from '@web/components/data-table-params';

/** The types screen's table state, kept in the URL. */
export const typesList = searchListState({
  choices: { status: TYPE_STATUSES },
  sorts: TYPE_SORTS,
  defaults: { sortBy: 'name', sortOrder: 'asc' },
});

export type TypesListState = ReturnType<typeof typesList.parse>;

export const STATUS_LABELS: Record<TypeStatus, string> = {
  active: 'Aktív',
  archived: 'Archivált',
};
