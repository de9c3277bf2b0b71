import { ADVISER_SORTS, ADVISER_STATUSES, type AdminAdviserStatus } from '@common/api/admin';
import { searchListState } from '@web/components/data-table-params';

export type AdviserSort = (typeof ADVISER_SORTS)[number];

/** The advisers screen's table state, kept in the URL (`?adviser=<id>` opens the details). */
export const advisersList = searchListState({
  choices: { status: ADVISER_STATUSES },
  sorts: ADVISER_SORTS,
  defaults: { sortBy: 'createdAt', sortOrder: 'desc' },
  open: 'adviser',
});

export type AdvisersListState = ReturnType<typeof advisersList.parse>;

export const STATUS_FILTER_LABELS: Record<AdminAdviserStatus, string> = {
  active: 'Aktív',
  inactive: 'Inaktív',
  activation_requested: 'Aktiválást kért',
  expired: 'Lejárt',
  billing_incomplete: 'Hiányos számlázási adatok',
};
