import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  type AuditAction,
  type AuditEntityType,
  SYSTEM_ACTOR,
} from '@common/api/admin-audit';
import { addDays, budapestMidnightIso, isDateKey } from '@common/budapest-time';
import { isUuid } from '@common/ids';
import { oneOf } from '@web/components/data-table-params';
import type { AuditLogQuery } from './api/list-audit-log';

export const PAGE_SIZE = 25;
const MAX_PAGE = 10_000;

/** The log screen's filters and page, kept in the URL (a shared link shows the same entries). */
export interface AuditLogListState {
  /** Who: a user id, `system`, or anyone. */
  actor: string | null;
  entityType: AuditEntityType | null;
  action: AuditAction | null;
  /** Budapest calendar days, inclusive: 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
  page: number;
}

export function parseState(params: URLSearchParams): AuditLogListState {
  const actor = params.get('actor');
  const from = params.get('from');
  const to = params.get('to');
  const page = Number(params.get('page') ?? '1');
  return {
    actor: actor === SYSTEM_ACTOR || isUuid(actor) ? actor : null,
    entityType: oneOf(AUDIT_ENTITY_TYPES, params.get('entityType')),
    action: oneOf(AUDIT_ACTIONS, params.get('action')),
    from: isDateKey(from) ? from : '',
    to: isDateKey(to) ? to : '',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

export function stateToParams(state: AuditLogListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.actor) params.set('actor', state.actor);
  if (state.entityType) params.set('entityType', state.entityType);
  if (state.action) params.set('action', state.action);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The API query: the days as Budapest midnights, the "to" day included (the API's `to` is exclusive). */
export function stateToQuery(state: AuditLogListState): AuditLogQuery {
  return {
    actor: state.actor ?? undefined,
    entityType: state.entityType ?? undefined,
    action: state.action ?? undefined,
    from: state.from ? budapestMidnightIso(state.from) : undefined,
    to: state.to ? budapestMidnightIso(addDays(state.to, 1)) : undefined,
    page: state.page,
    limit: PAGE_SIZE,
  };
}
