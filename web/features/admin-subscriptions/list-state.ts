import {
  SUBSCRIPTION_ROW_STATUSES,
  SUBSCRIPTION_SORTS,
  type SubscriptionRowStatus,
  type SubscriptionSort,
} from '@common/api/admin-billing';
import { AUDIENCES, type Audience } from '@common/api/subscriptions';
import {
  oneOf,
  readTableParams,
  SEARCH_MAX_LENGTH,
  tableQuery,
  writeTableParams,
} from '@web/components/data-table-params';
import type { SubscriptionsQuery } from './api/list-subscriptions';

export const PAGE_SIZE = 20;
export const TABS = ['elofizetesek', 'csomagok', 'befizetesek'] as const;
export type Tab = (typeof TABS)[number];
export const EXPIRING_CHOICES = [7, 14, 30, 90] as const;

/** The subscriptions table's state, kept in the URL with the open tab. */
export interface SubscriptionsListState {
  tab: Tab;
  search: string;
  audience: Audience | null;
  status: SubscriptionRowStatus | null;
  expiring: number | null;
  sortBy: SubscriptionSort;
  sortOrder: 'asc' | 'desc';
  page: number;
}

const DEFAULTS = { sortBy: 'expirationDate', sortOrder: 'asc' } as const;

export function parseState(params: URLSearchParams): SubscriptionsListState {
  const expiring = Number(params.get('lejar') ?? '');
  return {
    tab: oneOf(TABS, params.get('tab')) ?? 'elofizetesek',
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    audience: oneOf(AUDIENCES, params.get('audience')),
    status: oneOf(SUBSCRIPTION_ROW_STATUSES, params.get('status')),
    expiring: (EXPIRING_CHOICES as readonly number[]).includes(expiring) ? expiring : null,
    ...readTableParams(params, SUBSCRIPTION_SORTS, DEFAULTS),
  };
}

export function stateToParams(state: SubscriptionsListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'elofizetesek') params.set('tab', state.tab);
  if (state.search) params.set('search', state.search);
  if (state.audience) params.set('audience', state.audience);
  if (state.status) params.set('status', state.status);
  if (state.expiring) params.set('lejar', String(state.expiring));
  writeTableParams(params, state, DEFAULTS);
  return params;
}

export function stateToQuery(state: SubscriptionsListState): SubscriptionsQuery {
  return {
    search: state.search || undefined,
    audience: state.audience ?? undefined,
    status: state.status ?? undefined,
    expiringWithinDays: state.expiring ?? undefined,
    ...tableQuery(state, PAGE_SIZE),
  };
}

/** The "Kinek" filter's choices (plural). */
export const AUDIENCE_FILTER_LABELS: Record<Audience, string> = {
  kerdezo: 'Kérdezők',
  tanacsado: 'Tanácsadók',
};
