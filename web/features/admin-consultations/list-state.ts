import { ADMIN_APPOINTMENT_SORTS, type AdminAppointmentSort } from '@common/api/admin-appointments';
import { budapestLocalToIso } from '@common/budapest-time';
import { APPOINTMENT_STATUSES, PAYMENT_STATUS_LABELS, type PaymentStatus } from '@common/constants';
import { isUuid } from '@common/ids';
import { oneOf, readTableParams, tableQuery, writeTableParams } from '@web/components/data-table-params';
import type { BadgeTone } from '@web/components/status-badge';
import type { AppointmentsQuery } from './api/list-appointments';

export const PAGE_SIZE = 20;
export const SEARCH_MAX_LENGTH = 100;
type Status = (typeof APPOINTMENT_STATUSES)[number];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The consultations table's state, kept in the URL (`?idopont=<id>` opens the details). */
export interface ConsultationsListState {
  search: string;
  /** One adviser's (tanacsadok id) or asker's (user id) appointments, with the name to show. */
  expert: { id: string; name: string } | null;
  client: { id: string; name: string } | null;
  status: Status | null;
  paymentStatus: PaymentStatus | null;
  /** Budapest calendar days, inclusive: 'YYYY-MM-DD'. */
  from: string;
  to: string;
  sortBy: AdminAppointmentSort;
  sortOrder: 'asc' | 'desc';
  page: number;
  appointment: string | null;
}

const DEFAULTS = { sortBy: 'startTime', sortOrder: 'desc' } as const;

const party = (params: URLSearchParams, key: string) => {
  const id = params.get(key);
  return isUuid(id) ? { id, name: (params.get(`${key}Nev`) ?? '').slice(0, 100) } : null;
};

export function parseState(params: URLSearchParams): ConsultationsListState {
  const appointment = params.get('idopont');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    expert: party(params, 'tanacsado'),
    client: party(params, 'kerdezo'),
    status: oneOf(APPOINTMENT_STATUSES, params.get('status')),
    paymentStatus: oneOf(Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[], params.get('payment')),
    from: DATE.test(from) ? from : '',
    to: DATE.test(to) ? to : '',
    ...readTableParams(params, ADMIN_APPOINTMENT_SORTS, DEFAULTS),
    appointment: isUuid(appointment) ? appointment : null,
  };
}

export function stateToParams(state: ConsultationsListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.expert) {
    params.set('tanacsado', state.expert.id);
    params.set('tanacsadoNev', state.expert.name);
  }
  if (state.client) {
    params.set('kerdezo', state.client.id);
    params.set('kerdezoNev', state.client.name);
  }
  if (state.status) params.set('status', state.status);
  if (state.paymentStatus) params.set('payment', state.paymentStatus);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  writeTableParams(params, state, DEFAULTS);
  if (state.appointment) params.set('idopont', state.appointment);
  return params;
}

/** The day after 'YYYY-MM-DD' (the "to" day is inclusive, the API's `to` exclusive). */
function nextDay(day: string) {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function stateToQuery(state: ConsultationsListState): AppointmentsQuery {
  return {
    search: state.search || undefined,
    expertId: state.expert?.id,
    clientId: state.client?.id,
    status: state.status ?? undefined,
    paymentStatus: state.paymentStatus ?? undefined,
    from: state.from ? (budapestLocalToIso(`${state.from}T00:00`) ?? undefined) : undefined,
    to: state.to ? (budapestLocalToIso(`${nextDay(state.to)}T00:00`) ?? undefined) : undefined,
    ...tableQuery(state, PAGE_SIZE),
  };
}

/** The tone of each status's badge. */
export const STATUS_TONES: Record<Status, BadgeTone> = {
  pending: 'warning',
  confirmed: 'info',
  completed: 'positive',
  cancelled_by_client: 'neutral',
  cancelled_by_expert: 'neutral',
  cancelled_by_system: 'negative',
  no_show: 'accent',
};
